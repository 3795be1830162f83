/** /tags: list and add/edit dialog (admin-automation.md §2). */
export const pt = {
  title: 'Tags',
  count_one: '{{count}} tag',
  count_other: '{{count}} tags',
  search: 'Pesquisar tags',
  empty: 'Nenhuma tag encontrada.',
  emptyHint: 'Tags organizam os atendimentos; as de kanban viram colunas do quadro.',
  columns: { name: 'Nome', tickets: 'Atendimentos', kanban: 'Kanban', actions: 'Ações' },
  kanbanLane: 'Coluna do kanban',
  actions: { add: 'Adicionar', edit: 'Editar tag', delete: 'Excluir tag' },
  toasts: { created: 'Tag adicionada.', updated: 'Tag atualizada.', deleted: 'Tag excluída.' },
  delete: { title: 'Excluir a tag {{name}}?', text: 'Ela será removida de todos os atendimentos. Esta ação não pode ser desfeita.', confirm: 'Excluir' },
  form: {
    addTitle: 'Adicionar tag',
    editTitle: 'Editar tag',
    name: 'Nome',
    color: 'Cor',
    kanban: 'Kanban',
    kanbanHint: 'Mostrar esta tag como uma coluna do kanban.',
    errors: { required: 'Obrigatório', short: 'Mensagem muito curta', long: 'Muito longo!', color: 'Escolha uma cor válida' },
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const en: Texts<typeof pt> = {
  title: 'Tags',
  count_one: '{{count}} tag',
  count_other: '{{count}} tags',
  search: 'Search tags',
  empty: 'No tag found.',
  emptyHint: 'Tags organise tickets; kanban tags become columns of the board.',
  columns: { name: 'Name', tickets: 'Tickets', kanban: 'Kanban', actions: 'Actions' },
  kanbanLane: 'Kanban column',
  actions: { add: 'Add', edit: 'Edit tag', delete: 'Delete tag' },
  toasts: { created: 'Tag added.', updated: 'Tag updated.', deleted: 'Tag deleted.' },
  delete: { title: 'Delete the tag {{name}}?', text: 'It is removed from every ticket. This cannot be undone.', confirm: 'Delete' },
  form: {
    addTitle: 'Add tag',
    editTitle: 'Edit tag',
    name: 'Name',
    color: 'Colour',
    kanban: 'Kanban',
    kanbanHint: 'Show this tag as a column of the kanban board.',
    errors: { required: 'Required', short: 'Message too short', long: 'Too long!', color: 'Choose a valid colour' },
  },
};

export const es: Texts<typeof pt> = {
  title: 'Etiquetas',
  count_one: '{{count}} etiqueta',
  count_other: '{{count}} etiquetas',
  search: 'Buscar etiquetas',
  empty: 'Ninguna etiqueta encontrada.',
  emptyHint: 'Las etiquetas organizan las atenciones; las de kanban son columnas del tablero.',
  columns: { name: 'Nombre', tickets: 'Atenciones', kanban: 'Kanban', actions: 'Acciones' },
  kanbanLane: 'Columna del kanban',
  actions: { add: 'Agregar', edit: 'Editar etiqueta', delete: 'Eliminar etiqueta' },
  toasts: { created: 'Etiqueta agregada.', updated: 'Etiqueta actualizada.', deleted: 'Etiqueta eliminada.' },
  delete: { title: '¿Eliminar la etiqueta {{name}}?', text: 'Se quitará de todas las atenciones. Esta acción no se puede deshacer.', confirm: 'Eliminar' },
  form: {
    addTitle: 'Agregar etiqueta',
    editTitle: 'Editar etiqueta',
    name: 'Nombre',
    color: 'Color',
    kanban: 'Kanban',
    kanbanHint: 'Mostrar esta etiqueta como una columna del kanban.',
    errors: { required: 'Obligatorio', short: 'Mensaje muy corto', long: '¡Muy largo!', color: 'Elija un color válido' },
  },
};
