import type { UserActor } from '@zapdesk/core';

export type AppEnv = {
  Variables: {
    requestId: string;
    actor: UserActor;
    tokenExp: number;
  };
};
