export const pt = {
  dashboard: {
    title: 'Dashboard',
    period: 'Últimos {{count}} dias',
    counters: {
      supportHappening: 'Em conversa',
      supportPending: 'Aguardando',
      supportFinished: 'Finalizados',
      leads: 'Novos contatos',
      avgSupportTime: 'T.M. de conversa',
      avgWaitTime: 'T.M. de espera',
    },
    minutes: '{{value}} min',
  },
};

export const en: typeof pt = {
  dashboard: {
    title: 'Dashboard',
    period: 'Last {{count}} days',
    counters: {
      supportHappening: 'In conversation',
      supportPending: 'Waiting',
      supportFinished: 'Finished',
      leads: 'New contacts',
      avgSupportTime: 'Avg. talk time',
      avgWaitTime: 'Avg. wait time',
    },
    minutes: '{{value}} min',
  },
};

export const es: typeof pt = {
  dashboard: {
    title: 'Dashboard',
    period: 'Últimos {{count}} días',
    counters: {
      supportHappening: 'En conversación',
      supportPending: 'En espera',
      supportFinished: 'Finalizados',
      leads: 'Nuevos contactos',
      avgSupportTime: 'T.P. de conversación',
      avgWaitTime: 'T.P. de espera',
    },
    minutes: '{{value}} min',
  },
};
