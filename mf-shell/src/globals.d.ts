declare const __APP_VERSION__: string;
declare module '*.css';
declare const __ZAPDESK_SHARED_VERSIONS__: Record<string, string>;
