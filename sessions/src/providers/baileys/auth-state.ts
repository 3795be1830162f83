import { BufferJSON, initAuthCreds, proto, type AuthenticationCreds, type SignalDataSet, type SignalDataTypeMap } from '@whiskeysockets/baileys';
import { and, db, eq, inArray, sql, whatsappAuth, withTransaction } from '@zapdesk/db';

/**
 * Baileys auth state in whatsapp_auth: creds are the row ('creds', 'creds'), each signal key a (type, id) row, values
 * serialised with BufferJSON. Writes of one connection run one at a time in call order, so the last `set` wins.
 */
export type DatabaseAuthState = {
  state: {
    creds: AuthenticationCreds;
    keys: {
      get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]): Promise<{ [id: string]: SignalDataTypeMap[T] }>;
      set(data: SignalDataSet): Promise<void>;
    };
  };
  saveCreds(): Promise<void>;
  /** Deletes every row of this connection (logout) and resets the in-memory credentials. */
  clear(): Promise<void>;
};

const CREDS = 'creds';
const CHUNK = 500;

const writeQueues = new Map<number, Promise<unknown>>();

function serialWrite<T>(whatsappId: number, fn: () => Promise<T>): Promise<T> {
  const prev = writeQueues.get(whatsappId) ?? Promise.resolve();
  const next = prev.then(fn, fn);
  const tail = next.then(
    () => undefined,
    () => undefined,
  );
  writeQueues.set(whatsappId, tail);
  void tail.then(() => {
    if (writeQueues.get(whatsappId) === tail) writeQueues.delete(whatsappId);
  });
  return next;
}

const pendingWrites = (whatsappId: number) => writeQueues.get(whatsappId) ?? Promise.resolve();

const encode = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
const decode = (text: string) => JSON.parse(text, BufferJSON.reviver);

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type Row = { whatsappId: number; category: string; keyId: string; value: string };

async function upsertRows(rows: Row[]) {
  for (const part of chunks(rows)) {
    await db()
      .insert(whatsappAuth)
      .values(part)
      .onConflictDoUpdate({ target: [whatsappAuth.whatsappId, whatsappAuth.category, whatsappAuth.keyId], set: { value: sql.raw('excluded."value"') } });
  }
}

async function readCreds(whatsappId: number): Promise<AuthenticationCreds | null> {
  const [row] = await db()
    .select({ value: whatsappAuth.value })
    .from(whatsappAuth)
    .where(and(eq(whatsappAuth.whatsappId, whatsappId), eq(whatsappAuth.category, CREDS), eq(whatsappAuth.keyId, CREDS)));
  return row ? (decode(row.value) as AuthenticationCreds) : null;
}

export async function useDatabaseAuthState(whatsappId: number): Promise<DatabaseAuthState> {
  await pendingWrites(whatsappId);
  const state: DatabaseAuthState['state'] = {
    creds: (await readCreds(whatsappId)) ?? initAuthCreds(),
    keys: {
      async get(type, ids) {
        const out: { [id: string]: any } = {};
        if (!ids.length) return out;
        await pendingWrites(whatsappId);
        for (const part of chunks([...new Set(ids)])) {
          const rows = await db()
            .select({ keyId: whatsappAuth.keyId, value: whatsappAuth.value })
            .from(whatsappAuth)
            .where(and(eq(whatsappAuth.whatsappId, whatsappId), eq(whatsappAuth.category, type), inArray(whatsappAuth.keyId, part)));
          for (const r of rows) {
            let value = decode(r.value);
            if (type === 'app-state-sync-key' && value) value = proto.Message.AppStateSyncKeyData.fromObject(value);
            out[r.keyId] = value;
          }
        }
        return out;
      },
      async set(data) {
        const upserts: Row[] = [];
        const deletes = new Map<string, string[]>();
        for (const category of Object.keys(data) as (keyof SignalDataSet)[]) {
          const entries = data[category];
          if (!entries) continue;
          for (const keyId of Object.keys(entries)) {
            const value = entries[keyId];
            if (value === null || value === undefined) {
              const list = deletes.get(category) ?? [];
              list.push(keyId);
              deletes.set(category, list);
            } else {
              upserts.push({ whatsappId, category, keyId, value: encode(value) });
            }
          }
        }
        if (!upserts.length && !deletes.size) return;
        // Stable order: two writers never lock the same rows in a different order.
        upserts.sort((a, b) => (a.category === b.category ? (a.keyId < b.keyId ? -1 : 1) : a.category < b.category ? -1 : 1));
        await serialWrite(whatsappId, () =>
          withTransaction(async () => {
            for (const [category, keyIds] of deletes) {
              for (const part of chunks(keyIds)) {
                await db()
                  .delete(whatsappAuth)
                  .where(and(eq(whatsappAuth.whatsappId, whatsappId), eq(whatsappAuth.category, category), inArray(whatsappAuth.keyId, part)));
              }
            }
            await upsertRows(upserts);
          }),
        );
      },
    },
  };

  return {
    state,
    saveCreds: () => serialWrite(whatsappId, () => withTransaction(() => upsertRows([{ whatsappId, category: CREDS, keyId: CREDS, value: encode(state.creds) }]))),
    clear: async () => {
      await serialWrite(whatsappId, () => withTransaction(async () => void (await db().delete(whatsappAuth).where(eq(whatsappAuth.whatsappId, whatsappId)))));
      state.creds = initAuthCreds();
    },
  };
}
