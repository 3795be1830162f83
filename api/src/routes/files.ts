import { Hono } from 'hono';
import { AppError, FileListBody, FileListQuery, FileListUpdateBody, IdParam, MediaFileList, MediaFileListPage, ResultMessage } from '@zapdesk/contracts';
import { createFileList, deleteFileList, listFileLists, showFileList, updateFileList, uploadFileListMedia } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/** File lists (admin only): the media library campaigns draw on. `companyId` in a query is ignored. */
export const fileRoutes = new Hono<AppEnv>({ strict: false })
  .use('/files', requireAuth())
  .use('/files/*', requireAuth())
  .get('/files', doc({ summary: 'A page of file lists (20), searched by name or message: { files, hasMore }', tags: ['files'], auth: 'admin', responses: json(MediaFileListPage, 'A page of file lists') }), v('query', FileListQuery), async (c) =>
    c.json(await listFileLists({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/files/:id', doc({ summary: 'One file list with its options', tags: ['files'], auth: 'admin', responses: json(MediaFileList, 'The file list') }), v('param', IdParam), async (c) => c.json(await showFileList({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/files', doc({ summary: 'Create a file list (name ≥ 3, message, options in order)', tags: ['files'], auth: 'admin', responses: json(MediaFileList, 'The file list') }), v('json', FileListBody), async (c) =>
    c.json(await createFileList({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/files/:id', doc({ summary: 'Edit a file list; options left out go with their files', tags: ['files'], auth: 'admin', responses: json(MediaFileList, 'The file list') }), v('param', IdParam), v('json', FileListUpdateBody), async (c) =>
    c.json(await updateFileList({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/files/:id', doc({ summary: 'Delete a file list with its files', tags: ['files'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) => c.json(await deleteFileList({ ctx: ctx(c), input: c.req.valid('param') })))
  .post(
    '/files/uploadList/:id',
    doc({ summary: 'Attach files to the list’s options, one per option in order (multipart `files`, optional `optionIds`); type from the bytes', tags: ['files'], auth: 'admin', responses: json(MediaFileList, 'The file list') }),
    v('param', IdParam),
    async (c) => {
      const form = await c.req.formData().catch(() => {
        throw new AppError('ERR_VALIDATION', 'Malformed multipart body');
      });
      const files = [...form.getAll('files'), ...form.getAll('file'), ...form.getAll('medias')].filter((f): f is File => f instanceof File);
      if (files.length > 50) throw new AppError('ERR_VALIDATION', 'At most 50 files at once', { fields: { files: 'too many' } });
      const raw = form.getAll('optionIds').flatMap((x) => String(x).split(','));
      const optionIds = raw.map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0);
      if (raw.length && optionIds.length !== raw.length) throw new AppError('ERR_VALIDATION', 'optionIds must be option ids', { fields: { optionIds: 'not ids' } });
      return c.json(await uploadFileListMedia({ ctx: ctx(c), input: { id: c.req.valid('param').id, files, optionIds } }));
    },
  );
