export const pt = {
  title: 'Atendimentos',
  tabs: { open: 'Atendendo', pending: 'Aguardando', closed: 'Resolvidos', search: 'Busca' },
  empty: { open: 'Nenhum atendimento em andamento.', pending: 'Nenhum atendimento aguardando.' },
  noQueue: 'Sem fila',
  noContact: 'Contato sem nome',
  unread_one: '{{count}} não lida',
  unread_other: '{{count}} não lidas',
  loadMore: 'Carregar mais',
  selectTicket: 'Selecione um atendimento para começar.',
};

export const en: typeof pt = {
  title: 'Tickets',
  tabs: { open: 'In progress', pending: 'Waiting', closed: 'Resolved', search: 'Search' },
  empty: { open: 'No ticket in progress.', pending: 'No ticket waiting.' },
  noQueue: 'No queue',
  noContact: 'Unnamed contact',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  loadMore: 'Load more',
  selectTicket: 'Pick a ticket to start.',
};

export const es: typeof pt = {
  title: 'Atenciones',
  tabs: { open: 'Atendiendo', pending: 'En espera', closed: 'Resueltos', search: 'Búsqueda' },
  empty: { open: 'Ninguna atención en curso.', pending: 'Ninguna atención en espera.' },
  noQueue: 'Sin cola',
  noContact: 'Contacto sin nombre',
  unread_one: '{{count}} no leído',
  unread_other: '{{count}} no leídos',
  loadMore: 'Cargar más',
  selectTicket: 'Seleccione una atención para comenzar.',
};
