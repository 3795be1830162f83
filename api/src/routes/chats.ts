import { Hono } from 'hono';
import { Chat, ChatBody, ChatList, ChatMessage, ChatMessageBody, ChatMessageList, ChatMessagesQuery, ChatReadBody, ChatRefParam, ChatsQuery, ChatUpdateBody, ResultMessage } from '@zapdesk/contracts';
import { createChat, deleteChat, listChatMessages, listChats, markChatRead, sendChatMessage, showChat, updateChat } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/**
 * Internal chat (plan flag useInternalChat): members of a chat read and write it; its owner renames it, changes
 * its members or deletes it. A chat is addressed by its id or its uuid.
 */
export const chatRoutes = new Hono<AppEnv>({ strict: false })
  .use('/chats', requireAuth())
  .use('/chats/*', requireAuth())
  .get('/chats', doc({ summary: "A page of the caller's chats (20), most recently active first, searched by title", tags: ['chats'], auth: 'user', responses: json(ChatList, 'A page of chats') }), v('query', ChatsQuery), async (c) =>
    c.json(await listChats({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/chats/:id', doc({ summary: 'One chat of the caller (by id or uuid)', tags: ['chats'], auth: 'user', responses: json(Chat, 'The chat') }), v('param', ChatRefParam), async (c) =>
    c.json(await showChat({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/chats', doc({ summary: 'Create a chat with users of the company (the caller owns it and is a member)', tags: ['chats'], auth: 'user', responses: json(Chat, 'The chat') }), v('json', ChatBody), async (c) =>
    c.json(await createChat({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/chats/:id', doc({ summary: 'Rename a chat or change its members (owner only)', tags: ['chats'], auth: 'user', responses: json(Chat, 'The chat') }), v('param', ChatRefParam), v('json', ChatUpdateBody), async (c) =>
    c.json(await updateChat({ ctx: ctx(c), input: { id: c.req.valid('param').id, data: c.req.valid('json') } })),
  )
  .delete('/chats/:id', doc({ summary: 'Delete a chat and its messages (owner only)', tags: ['chats'], auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', ChatRefParam), async (c) =>
    c.json(await deleteChat({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/chats/:id/read', doc({ summary: "Mark the chat read for the caller (a body's userId is ignored)", tags: ['chats'], auth: 'user', responses: json(Chat, 'The chat') }), v('param', ChatRefParam), v('json', ChatReadBody), async (c) =>
    c.json(await markChatRead({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .get('/chats/:id/messages', doc({ summary: 'A page of the chat’s messages (20; page 1 the newest, oldest first within a page)', tags: ['chats'], auth: 'user', responses: json(ChatMessageList, 'A page of messages') }), v('param', ChatRefParam), v('query', ChatMessagesQuery), async (c) =>
    c.json(await listChatMessages({ ctx: ctx(c), input: { id: c.req.valid('param').id, pageNumber: c.req.valid('query').pageNumber } })),
  )
  .post('/chats/:id/messages', doc({ summary: 'Send a message to the chat (non-blank)', tags: ['chats'], auth: 'user', responses: json(ChatMessage, 'The message') }), v('param', ChatRefParam), v('json', ChatMessageBody), async (c) =>
    c.json(await sendChatMessage({ ctx: ctx(c), input: { id: c.req.valid('param').id, message: c.req.valid('json').message } })),
  );
