import type { Socket } from 'socket.io';
import { db, eq, userQueues } from '@zapdesk/db';
import type { SocketData } from './gateway';

export async function queueIdsOfUser(userId: number) {
  const rows = await db().select({ q: userQueues.queueId }).from(userQueues).where(eq(userQueues.userId, userId));
  return rows.map((r) => r.q);
}

/**
 * Client-driven rooms (joinChatBox, joinTickets, joinNotification) are counted per socket, so a leave
 * from one screen does not drop a room another screen of the same socket still holds.
 */
export function registerJoinHandlers(socket: Socket<any, any, any, SocketData>) {
  const join = (room: string) => {
    const n = socket.data.joins.get(room) ?? 0;
    socket.data.joins.set(room, n + 1);
    if (n === 0) socket.join(room);
  };
  const leave = (room: string) => {
    const n = socket.data.joins.get(room) ?? 0;
    if (n <= 1) {
      socket.data.joins.delete(room);
      socket.leave(room);
    } else socket.data.joins.set(room, n - 1);
  };
  const { companyId } = socket.data.actor;
  socket.on('joinNotification', () => join(`c:${companyId}:notification`));
  socket.on('leaveNotification', () => leave(`c:${companyId}:notification`));
  socket.on('joinTickets', (status: unknown) => {
    if (typeof status === 'string' && ['open', 'pending', 'closed'].includes(status)) join(`c:${companyId}:status:${status}`);
  });
  socket.on('leaveTickets', (status: unknown) => {
    if (typeof status === 'string') leave(`c:${companyId}:status:${status}`);
  });
}
