/** Automatic texts sent to contacts when the connection has none of its own (Portuguese, the product's default). */
export const autoTexts = {
  acceptGreeting: (user: string) => `{{ms}} *{{name}}*, meu nome é *${user}* e agora vou prosseguir com seu atendimento!`,
  transferred: (queue: string | null, user: string | null) =>
    `Seu atendimento foi transferido${queue ? ` para o departamento *${queue}*` : ''}${user ? ` e contará com a presença de *${user}*` : ''}.`,
  ratingPrompt: 'Por favor, avalie nosso atendimento respondendo com um número:\n*1* - Insatisfeito\n*2* - Satisfeito\n*3* - Muito satisfeito',
  ratingThanks: 'Obrigado pela sua avaliação!',
  ratingRetry: 'Resposta inválida. Responda apenas com *1*, *2* ou *3*.',
  callRejected: 'As chamadas de voz e vídeo estão desabilitadas neste WhatsApp. Por favor, envie uma mensagem de texto.',
  menuBack: '*#* - Voltar ao menu inicial',
  menuOption: (option: string | number, title: string) => `*${option}* - ${title}`,
};
