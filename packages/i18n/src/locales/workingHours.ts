export const pt = {
  day: 'Dia',
  start: 'Início',
  end: 'Fim',
  format: 'Use o formato ##:##',
  closed: 'Fechado',
  overnight: 'Até o dia seguinte',
  hint: 'Início igual ao fim deixa o dia fechado; um fim antes do início segue até o dia seguinte.',
  weekdays: { monday: 'Segunda-feira', tuesday: 'Terça-feira', wednesday: 'Quarta-feira', thursday: 'Quinta-feira', friday: 'Sexta-feira', saturday: 'Sábado', sunday: 'Domingo' },
  tab: {
    title: 'Horário de atendimento da empresa',
    description: 'Fora destes horários os contatos recebem a mensagem de fora de expediente (tipo de agendamento: empresa).',
    timezone: 'Fuso horário: {{tz}}',
    save: 'Salvar horários',
    saved: 'Horários salvos.',
    invalid: 'Corrija os horários marcados.',
    loadError: 'Não foi possível carregar os horários',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const en: Texts<typeof pt> = {
  day: 'Day',
  start: 'Start',
  end: 'End',
  format: 'Use the ##:## format',
  closed: 'Closed',
  overnight: 'Until the next day',
  hint: 'A start equal to the end keeps the day closed; an end before the start runs into the next day.',
  weekdays: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
  tab: {
    title: 'Company working hours',
    description: 'Outside these hours contacts get the out-of-hours message (schedule type: company).',
    timezone: 'Time zone: {{tz}}',
    save: 'Save hours',
    saved: 'Hours saved.',
    invalid: 'Fix the highlighted hours.',
    loadError: 'The working hours could not be loaded',
  },
};

export const es: Texts<typeof pt> = {
  day: 'Día',
  start: 'Inicio',
  end: 'Fin',
  format: 'Use el formato ##:##',
  closed: 'Cerrado',
  overnight: 'Hasta el día siguiente',
  hint: 'Un inicio igual al fin deja el día cerrado; un fin antes del inicio sigue hasta el día siguiente.',
  weekdays: { monday: 'Lunes', tuesday: 'Martes', wednesday: 'Miércoles', thursday: 'Jueves', friday: 'Viernes', saturday: 'Sábado', sunday: 'Domingo' },
  tab: {
    title: 'Horario de atención de la empresa',
    description: 'Fuera de este horario los contactos reciben el mensaje de fuera de horario (tipo de agenda: empresa).',
    timezone: 'Zona horaria: {{tz}}',
    save: 'Guardar horarios',
    saved: 'Horarios guardados.',
    invalid: 'Corrija los horarios marcados.',
    loadError: 'No se pudieron cargar los horarios',
  },
};
