export * from './outbound';
export * from './webhook';
export * from './typebot';
export * from './dialogflow';
export * from './openai';
export * from './speech';
