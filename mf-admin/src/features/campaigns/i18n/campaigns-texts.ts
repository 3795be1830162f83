/** The campaigns namespace (admin-automation.md §2 "Campaigns", §4, §9): the campaign settings, the campaigns and their report, registered by the remote. */
export const pt = {
  settings: {
    title: 'Configurações de campanhas',
    subtitle: 'O ritmo dos envios e as variáveis que as mensagens podem usar.',
    intervals: { title: 'Intervalos', hint: 'Por conexão: a pausa entre cada envio e uma pausa maior a cada tantos envios.' },
    messageInterval: 'Intervalo entre envios',
    longerIntervalAfter: 'Intervalo maior após',
    greaterInterval: 'Intervalo maior',
    seconds_one: '{{count}} segundo',
    seconds_other: '{{count}} segundos',
    sends_one: '{{count}} envio',
    sends_other: '{{count}} envios',
    none: 'Sem intervalo',
    never: 'Não usar',
    variables: { title: 'Variáveis', hint: 'Use {chave} nas mensagens das campanhas: ela é trocada pelo valor.', key: 'Chave', value: 'Valor', add: 'Adicionar', remove: 'Remover variável {{key}}', empty: 'Nenhuma variável ainda.' },
    problems: { required: 'Informe a chave', format: 'A chave não pode ter espaços nem chaves', duplicate: 'Esta chave já existe' },
    save: 'Salvar configurações',
    saved: 'Configurações salvas.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const en: Texts<typeof pt> = {
  settings: {
    title: 'Campaign settings',
    subtitle: 'The pace of the sends and the variables messages can use.',
    intervals: { title: 'Intervals', hint: 'Per connection: the pause between sends, and a longer pause every so many sends.' },
    messageInterval: 'Interval between sends',
    longerIntervalAfter: 'Longer interval after',
    greaterInterval: 'Longer interval',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    sends_one: '{{count}} send',
    sends_other: '{{count}} sends',
    none: 'No interval',
    never: 'Do not use',
    variables: { title: 'Variables', hint: 'Write {key} in campaign messages: it is replaced by the value.', key: 'Key', value: 'Value', add: 'Add', remove: 'Remove variable {{key}}', empty: 'No variable yet.' },
    problems: { required: 'Type a key', format: 'The key cannot have spaces or braces', duplicate: 'This key already exists' },
    save: 'Save settings',
    saved: 'Settings saved.',
  },
};

export const es: Texts<typeof pt> = {
  settings: {
    title: 'Configuración de campañas',
    subtitle: 'El ritmo de los envíos y las variables que pueden usar los mensajes.',
    intervals: { title: 'Intervalos', hint: 'Por conexión: la pausa entre envíos y una pausa mayor cada tantos envíos.' },
    messageInterval: 'Intervalo entre envíos',
    longerIntervalAfter: 'Intervalo mayor después de',
    greaterInterval: 'Intervalo mayor',
    seconds_one: '{{count}} segundo',
    seconds_other: '{{count}} segundos',
    sends_one: '{{count}} envío',
    sends_other: '{{count}} envíos',
    none: 'Sin intervalo',
    never: 'No usar',
    variables: { title: 'Variables', hint: 'Escribe {clave} en los mensajes de campaña: se reemplaza por el valor.', key: 'Clave', value: 'Valor', add: 'Agregar', remove: 'Quitar la variable {{key}}', empty: 'Ninguna variable todavía.' },
    problems: { required: 'Escribe una clave', format: 'La clave no puede tener espacios ni llaves', duplicate: 'Esta clave ya existe' },
    save: 'Guardar configuración',
    saved: 'Configuración guardada.',
  },
};
