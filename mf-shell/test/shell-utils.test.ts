import { describe, expect, test } from 'bun:test';
import { applyConnectionEvent, hasConnectionAlert, type ConnectionLike } from '../src/features/layout/utils/connection-alert';
import { menuSections } from '../src/features/layout/utils/menu-items';
import { isBuilt } from '../src/app/screens';
import { subscriptionWarningDays } from '../src/features/layout/utils/subscription';
import { parseTasks, removeTask, saveTask } from '../src/features/todolist/utils/tasks';
import { maskPhone, phoneDigits } from '../src/features/auth/utils/phone-mask';

const allFlags = { useCampaigns: true, useKanban: true, useOpenAi: true, useIntegrations: true, useSchedules: true, useInternalChat: true, useExternalApi: true };
const keys = (s: ReturnType<typeof menuSections>) => s.flatMap((x) => x.items.map((i) => i.key));

describe('menuSections', () => {
  const everything = () => true;
  test('admins get the dashboard and the Administration section; users do not', () => {
    const admin = keys(menuSections({ user: { profile: 'admin', super: false }, plan: allFlags, cshow: false, isBuilt: everything }));
    expect(admin).toContain('dashboard');
    expect(admin).toEqual(expect.arrayContaining(['files', 'queues', 'users', 'messagesApi', 'invoices', 'settings']));
    const user = keys(menuSections({ user: { profile: 'user', super: false }, plan: allFlags, cshow: false, isBuilt: everything }));
    expect(user).not.toContain('dashboard');
    expect(user).not.toContain('users');
  });
  test('plan flags gate their items; campaigns and flows show with the plan flag or cshow', () => {
    const none = { ...allFlags, useCampaigns: false, useKanban: false, useOpenAi: false, useIntegrations: false, useSchedules: false, useInternalChat: false, useExternalApi: false };
    const k = keys(menuSections({ user: { profile: 'admin', super: false }, plan: none, cshow: false, isBuilt: everything }));
    for (const gated of ['kanban', 'prompts', 'queueIntegrations', 'schedules', 'chats', 'messagesApi', 'campaigns', 'flowbuilders']) expect(k).not.toContain(gated);
    const withCshow = keys(menuSections({ user: { profile: 'user', super: false }, plan: none, cshow: true, isBuilt: everything }));
    expect(withCshow).toEqual(expect.arrayContaining(['campaigns', 'contactLists', 'campaignsConfig', 'phraseLists', 'flowbuilders']));
  });
  test('announcements are for super users; unbuilt pages stay out (tasks is the shell own page)', () => {
    expect(keys(menuSections({ user: { profile: 'user', super: true }, plan: allFlags, cshow: false, isBuilt: everything }))).toContain('announcements');
    expect(keys(menuSections({ user: { profile: 'user', super: false }, plan: allFlags, cshow: false, isBuilt: everything }))).not.toContain('announcements');
    expect(keys(menuSections({ user: { profile: 'admin', super: false }, plan: allFlags, cshow: false, isBuilt: (p) => p === '/tickets' }))).toEqual(['tickets', 'tasks']);
    // The real screens: every area is built now, so an admin with every plan flag sees all of them.
    const real = keys(menuSections({ user: { profile: 'admin', super: false }, plan: allFlags, cshow: true, isBuilt }));
    expect(real).toEqual(expect.arrayContaining(['flowbuilders', 'phraseLists', 'chats', 'prompts', 'queueIntegrations', 'messagesApi', 'invoices']));
  });
});

describe('connection alert', () => {
  test.each(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'])('%s raises the badge', (status) => {
    expect(hasConnectionAlert([{ id: 1, status: 'CONNECTED' }, { id: 2, status }])).toBe(true);
  });
  test('all connected: no badge; events update, add and delete', () => {
    let list: ConnectionLike[] = [{ id: 1, status: 'CONNECTED' }];
    expect(hasConnectionAlert(list)).toBe(false);
    list = applyConnectionEvent(list, { action: 'update', session: { id: 1, status: 'TIMEOUT' } });
    expect(list).toEqual([{ id: 1, status: 'TIMEOUT' }]);
    list = applyConnectionEvent(list, { action: 'update', whatsapp: { id: 2, status: 'qrcode' } });
    expect(list.map((c) => c.id)).toEqual([1, 2]);
    list = applyConnectionEvent(list, { action: 'delete', whatsappId: 1 });
    expect(list).toEqual([{ id: 2, status: 'qrcode' }]);
  });
});

describe('subscription warning', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  test('fewer than 5 days left warns with the count; 5 or more, past or no date does not', () => {
    expect(subscriptionWarningDays('2026-01-13T12:00:00Z', now)).toBe(3);
    expect(subscriptionWarningDays('2026-01-10T18:00:00Z', now)).toBe(1);
    expect(subscriptionWarningDays('2026-01-15T12:00:00Z', now)).toBeNull();
    expect(subscriptionWarningDays('2026-01-01T00:00:00Z', now)).toBeNull();
    expect(subscriptionWarningDays(null, now)).toBeNull();
  });
});

describe('local tasks', () => {
  test('blank text is ignored; add, edit and remove keep the timestamps', () => {
    const t0 = new Date('2026-01-01T10:00:00Z');
    let tasks = saveTask([], '   ', null, t0);
    expect(tasks).toEqual([]);
    tasks = saveTask(tasks, ' call ', null, t0);
    expect(tasks).toEqual([{ text: 'call', createdAt: t0.toISOString(), updatedAt: t0.toISOString() }]);
    const t1 = new Date('2026-01-02T10:00:00Z');
    tasks = saveTask(tasks, 'call back', 0, t1);
    expect(tasks[0]).toEqual({ text: 'call back', createdAt: t0.toISOString(), updatedAt: t1.toISOString() });
    expect(removeTask(tasks, 0)).toEqual([]);
    expect(parseTasks(JSON.stringify(tasks))).toEqual(tasks);
    expect(parseTasks('not json')).toEqual([]);
  });
});

describe('phone mask', () => {
  test('formats up to 11 digits', () => {
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('119123456789999')).toBe('(11) 91234-5678');
    expect(phoneDigits('(11) 91234-5678')).toBe('11912345678');
  });
});
