/** A quick message as GET /quick-messages lists it. */
export type QuickMessage = {
  id: number;
  userId: number | null;
  shortcode: string;
  message: string | null;
  geral: boolean;
  isMedia: boolean;
  mediaName: string | null;
  mediaUrl: string | null;
};

/** `company-{id}-quickmessage` (DECISIONS "Wire format"). */
export type QuickMessageEvent = { action: 'create' | 'update'; quickMessage: QuickMessage } | { action: 'delete'; quickMessageId: number };
