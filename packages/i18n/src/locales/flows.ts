export const pt = {
  list: {
    title: 'Fluxos de conversa',
    empty: 'Nenhum fluxo ainda.',
    emptyHint: 'Os fluxos criados pela sua empresa aparecerão aqui.',
  },
};

export const en: typeof pt = {
  list: {
    title: 'Conversation flows',
    empty: 'No flows yet.',
    emptyHint: 'The flows your company creates will show here.',
  },
};

export const es: typeof pt = {
  list: {
    title: 'Flujos de conversación',
    empty: 'Aún no hay flujos.',
    emptyHint: 'Los flujos que cree su empresa aparecerán aquí.',
  },
};
