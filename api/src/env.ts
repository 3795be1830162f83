import type { Actor } from '@zapdesk/core';

export type AppEnv = {
  Variables: {
    requestId: string;
    actor: Actor;
    tokenExp: number;
  };
};
