import type { ConnectionActor, UserActor } from '@zapdesk/core';

export type AppEnv = {
  Variables: {
    requestId: string;
    actor: UserActor;
    tokenExp: number;
    /** The external API's caller: the connection whose token came with the request. */
    connection: ConnectionActor;
  };
};
