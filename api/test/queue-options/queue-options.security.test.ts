import { describe } from 'bun:test';
import { makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { addOption, optionRow, optionsOf } from './helpers';

async function victim() {
  const base = await makeCompany();
  const option = await addOption(base.admin.token, { queueId: base.queue.id, title: 'Original' });
  return { ...base, option };
}

const routes: SecuredRoute<Awaited<ReturnType<typeof victim>>>[] = [
  { method: 'GET', path: '/queue-options', query: (w) => ({ queueId: w.queue.id, parentId: -1 }), role: 'user', otherCompany: 'ERR_NO_QUEUE_FOUND' },
  { method: 'GET', path: '/queue-options/tree', query: (w) => ({ queueId: w.queue.id }), role: 'user', otherCompany: 'ERR_NO_QUEUE_FOUND' },
  { method: 'GET', path: '/queue-options/:id', role: 'user', otherCompany: 'ERR_NO_QUEUE_OPTION_FOUND' },
  { method: 'POST', path: '/queue-options', body: (w) => ({ queueId: w.queue.id, title: 'Injected' }), role: 'admin', otherCompany: 'ERR_NO_QUEUE_FOUND' },
  {
    name: 'POST /queue-options under an option',
    method: 'POST',
    path: '/queue-options',
    body: (w) => ({ queueId: w.queue.id, parentId: w.option.id, title: 'Injected' }),
    role: 'admin',
    otherCompany: 'ERR_NO_QUEUE_FOUND',
  },
  { method: 'PUT', path: '/queue-options/:id', body: { title: 'Hacked' }, role: 'admin', otherCompany: 'ERR_NO_QUEUE_OPTION_FOUND' },
  { method: 'DELETE', path: '/queue-options/:id', role: 'admin', otherCompany: 'ERR_NO_QUEUE_OPTION_FOUND' },
];

describe('queue options: security', () => {
  runSecurityTable({
    world: victim,
    params: (w) => ({ id: w.option.id }),
    unchanged: async (w) => [await optionRow(w.option.id), await optionsOf(w.queue.id)],
    routes,
  });
});
