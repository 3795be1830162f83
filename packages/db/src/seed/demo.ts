import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_TIMEZONE, defaultWorkingHours } from '@zapdesk/contracts';
import { eq } from 'drizzle-orm';
import { db, withTransaction, type Db } from '../client';
import { isUniqueViolation } from '../errors';
import {
  companies,
  contacts,
  messages,
  plans,
  queues,
  quickMessages,
  tags,
  ticketNotes,
  ticketRatings,
  tickets,
  ticketTags,
  userQueues,
  users,
  whatsappQueues,
  whatsapps,
} from '../tables';
import { ensureSettings } from './base';

export const DEMO_COMPANY = 'Demo Company';
export const DEMO_PLAN = 'Demo';
export const DEMO_DEFAULT_PASSWORD = 'demo1234';
export const demoEmails = {
  admin: 'admin@demo.zapdesk.local',
  supervisor: 'supervisor@demo.zapdesk.local',
  attendant1: 'attendant1@demo.zapdesk.local',
  attendant2: 'attendant2@demo.zapdesk.local',
} as const;

export type SeedDemoResult = { created: boolean; companyId: number };

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** Deterministic pseudo-random numbers, so every fresh demo looks the same. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  return { next, int, pick };
}

const firstNames = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Juliana', 'Lucas', 'Mariana', 'Nicolas', 'Otávio', 'Patrícia', 'Rafael', 'Sabrina', 'Thiago', 'Vanessa'];
const lastNames = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Ferreira', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro'];

/** Conversations per queue, contact first, alternating; a ticket takes the first n lines. */
const dialogues: Record<'comercial' | 'suporte' | 'financeiro', string[][]> = {
  comercial: [
    [
      'Boa tarde! Vocês fazem entrega para Campinas?',
      'Boa tarde! Fazemos sim, o prazo é de 2 a 3 dias úteis.',
      'Ótimo. Quanto fica o frete?',
      'Para Campinas o frete é R$ 18,90, e grátis acima de R$ 250.',
      'Entendi. E o plano anual tem desconto?',
      'Tem sim: 15% de desconto no pagamento à vista.',
      'Consegue me mandar a proposta por e-mail?',
      'Claro! Qual e-mail posso usar?',
      'Pode mandar para o meu e-mail do cadastro.',
      'Enviado! Qualquer dúvida é só chamar.',
      'Recebi, vou analisar com meu sócio.',
      'Perfeito, fico no aguardo. Obrigado pelo contato!',
    ],
    [
      'Olá, quero saber mais sobre o plano empresarial.',
      'Olá! O empresarial inclui até 10 usuários e suporte prioritário.',
      'Qual o valor mensal?',
      'R$ 249,90 por mês, sem fidelidade.',
      'Dá para testar antes?',
      'Dá sim, liberamos 7 dias de teste gratuito.',
      'Legal, como faço para ativar?',
      'Vou gerar o acesso agora e te envio o link.',
      'Combinado, obrigado!',
      'Link enviado. Bom teste!',
      'Já consegui entrar, muito obrigado.',
      'Que ótimo! Estamos à disposição.',
    ],
  ],
  suporte: [
    [
      'Oi, não estou conseguindo acessar minha conta.',
      'Olá! Vamos resolver. Aparece alguma mensagem de erro?',
      'Diz que a senha está incorreta, mas tenho certeza que está certa.',
      'Entendi. Vou enviar um link de redefinição para o seu e-mail.',
      'Não chegou nada ainda.',
      'Pode verificar a caixa de spam, por favor?',
      'Achei, estava no spam.',
      'Ótimo! Conseguiu redefinir?',
      'Consegui, já entrei.',
      'Perfeito! Posso ajudar em algo mais?',
      'Não, era só isso. Obrigado!',
      'Por nada! Tenha um ótimo dia.',
    ],
    [
      'Bom dia, meu pedido chegou com defeito.',
      'Bom dia! Sinto muito. Pode me enviar o número do pedido?',
      'É o pedido 48213.',
      'Obrigado. Pode descrever o defeito?',
      'A tela chegou trincada no canto.',
      'Vamos fazer a troca sem custo. O coletor passa em até 2 dias úteis.',
      'Preciso estar em casa?',
      'Sim, alguém precisa entregar o produto na embalagem.',
      'Tudo bem, vou deixar com a portaria.',
      'Combinado, já registrei a observação.',
      'Obrigada pela agilidade!',
      'Nós que agradecemos. Qualquer coisa estamos aqui.',
    ],
  ],
  financeiro: [
    [
      'Olá, preciso da segunda via do boleto.',
      'Olá! Vou gerar para você. É referente a qual mês?',
      'Do mês passado, venceu dia 10.',
      'Certo, a nova data de vencimento fica para sexta-feira.',
      'Tem juros?',
      'Apenas 2% de multa, já incluída no novo boleto.',
      'Pode enviar então.',
      'Enviado aqui na conversa e no seu e-mail.',
      'Recebi, vou pagar hoje ainda.',
      'Perfeito! A baixa acontece em até 2 dias úteis.',
      'Ok, obrigado!',
      'Por nada, bom dia!',
    ],
    [
      'Oi, fui cobrado duas vezes no cartão.',
      'Olá! Vou verificar. Pode me informar os 4 últimos dígitos do cartão?',
      'Final 4421.',
      'Encontrei as duas cobranças. Uma delas será estornada.',
      'Em quanto tempo cai o estorno?',
      'Em até 2 faturas, conforme a operadora do cartão.',
      'Certo. Vocês me mandam algum comprovante?',
      'Sim, envio o comprovante do estorno por e-mail hoje.',
      'Obrigado.',
      'Comprovante enviado. Desculpe o transtorno!',
      'Tudo certo, obrigado pelo retorno.',
      'Nós que agradecemos a compreensão.',
    ],
  ],
};

const waitingLines = ['Alguém aí?', 'Oi? Ainda estou aguardando.', 'Preciso de uma resposta hoje, por favor.', 'Consegue me ajudar?'];
const botGreeting = 'Olá, {{firstName}}! Bem-vindo à Demo Company. Escolha o setor:';
/** What a contact saw in the seeded history: the greeting rendered, then the numbered menu the bot adds. */
const botMenuSeen = 'Olá! Bem-vindo à Demo Company. Escolha o setor:\n\n*1* - Comercial\n*2* - Suporte\n*3* - Financeiro';
const openers = ['Oi, boa tarde!', 'Olá, tudo bem?', 'Bom dia!', 'Oi, preciso de ajuda.'];

type Msg = { body: string; fromMe: boolean; read: boolean; userId: number | null };
type Plan = {
  contact: number;
  status: 'pending' | 'open' | 'closed';
  queue: number | null; // index into the demo queues
  user: number | null; // index into the demo users
  start: number;
  lines: Msg[];
};

/**
 * The demo tenant: "Demo Company" with an admin, a supervisor, two attendants, three queues, a
 * simulator connection, tags, contacts, tickets of every status with their messages, ratings, notes
 * and quick messages. Idempotent: does nothing when the company exists. Passwords: DEMO_PASSWORD or
 * "demo1234".
 */
export async function seedDemo(opts: { password?: string; now?: Date } = {}): Promise<SeedDemoResult> {
  const [existing] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
  if (existing) return { created: false, companyId: existing.id };
  const password = opts.password ?? process.env.DEMO_PASSWORD ?? DEMO_DEFAULT_PASSWORD;
  const hashes = await Promise.all([0, 1, 2, 3].map(() => Bun.password.hash(password, { algorithm: 'argon2id' })));
  try {
    return await withTransaction((tx) => build(tx, hashes, (opts.now ?? new Date()).getTime()));
  } catch (e) {
    // Another process seeded it at the same moment.
    if (isUniqueViolation(e, 'companies_name_unique')) {
      const [c] = await db().select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
      if (c) return { created: false, companyId: c.id };
    }
    throw e;
  }
}

async function insertChunked<T>(rows: T[], size: number, fn: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

async function build(tx: Db, hashes: string[], now: number): Promise<SeedDemoResult> {
  const r = prng(20240601);

  await tx.insert(plans).values({ name: DEMO_PLAN, users: 10, connections: 3, queues: 10, value: 0, isPublic: false, useCampaigns: true }).onConflictDoNothing();
  const [plan] = await tx.select().from(plans).where(eq(plans.name, DEMO_PLAN));

  const [company] = await tx
    .insert(companies)
    .values({
      name: DEMO_COMPANY,
      email: demoEmails.admin,
      phone: '5511999990000',
      planId: plan.id,
      status: true,
      dueDate: new Date(now + 30 * DAY),
      recurrence: 'MENSAL',
      timezone: DEFAULT_TIMEZONE,
      schedules: defaultWorkingHours,
      createdAt: new Date(now - 35 * DAY),
    })
    .returning();
  const companyId = company.id;
  await ensureSettings(companyId, { campaignsEnabled: 'true' });

  const queueRows = await tx
    .insert(queues)
    .values([
      { companyId, name: 'Comercial', color: '#2563EB', orderQueue: 1, greetingMessage: 'Você está no Comercial. Em instantes um consultor vai te atender.' },
      { companyId, name: 'Suporte', color: '#16A34A', orderQueue: 2, greetingMessage: 'Você está no Suporte. Conte-nos o que aconteceu.' },
      { companyId, name: 'Financeiro', color: '#F59E0B', orderQueue: 3, greetingMessage: 'Você está no Financeiro. Informe o CPF ou CNPJ do cadastro.' },
    ])
    .returning();
  const queueIds = queueRows.sort((a, b) => a.orderQueue! - b.orderQueue!).map((q) => q.id);
  const queueKeys = ['comercial', 'suporte', 'financeiro'] as const;

  const userRows = await tx
    .insert(users)
    .values([
      { companyId, name: 'Admin Demo', email: demoEmails.admin, passwordHash: hashes[0], profile: 'admin' },
      { companyId, name: 'Sofia Supervisora', email: demoEmails.supervisor, passwordHash: hashes[1], profile: 'supervisor' },
      { companyId, name: 'Ana Atendente', email: demoEmails.attendant1, passwordHash: hashes[2], profile: 'user' },
      { companyId, name: 'Bruno Atendente', email: demoEmails.attendant2, passwordHash: hashes[3], profile: 'user' },
    ])
    .returning();
  const byEmail = (e: string) => userRows.find((u) => u.email === e)!.id;
  const userIds = [byEmail(demoEmails.admin), byEmail(demoEmails.supervisor), byEmail(demoEmails.attendant1), byEmail(demoEmails.attendant2)];
  const SUPERVISOR = 1;
  const ATT1 = 2;
  const ATT2 = 3;
  await tx.insert(userQueues).values([
    ...queueIds.map((queueId) => ({ userId: userIds[SUPERVISOR], queueId })),
    { userId: userIds[ATT1], queueId: queueIds[0] },
    { userId: userIds[ATT1], queueId: queueIds[1] },
    { userId: userIds[ATT2], queueId: queueIds[2] },
  ]);

  const [whatsapp] = await tx
    .insert(whatsapps)
    .values({
      companyId,
      name: 'Simulator',
      provider: 'simulator',
      status: 'DISCONNECTED',
      isDefault: true,
      token: randomBytes(24).toString('base64url'),
      greetingMessage: botGreeting,
      complationMessage: 'Atendimento finalizado. Obrigado por falar com a Demo Company!',
      outOfHoursMessage: 'Estamos fora do horário de atendimento (seg. a sex. 8h–18h, sáb. 8h–12h). Responderemos assim que possível.',
      ratingMessage: 'Como você avalia o nosso atendimento? 1 - Ruim, 2 - Bom, 3 - Ótimo',
    })
    .returning();
  await tx.insert(whatsappQueues).values(queueIds.map((queueId) => ({ whatsappId: whatsapp.id, queueId })));

  const tagRows = await tx
    .insert(tags)
    .values([
      { companyId, name: 'Novo lead', color: '#0EA5E9', kanban: 1 },
      { companyId, name: 'Em negociação', color: '#8B5CF6', kanban: 1 },
      { companyId, name: 'VIP', color: '#EAB308', kanban: 0 },
      { companyId, name: 'Reclamação', color: '#EF4444', kanban: 0 },
      { companyId, name: 'Urgente', color: '#F97316', kanban: 0 },
      { companyId, name: 'Pós-venda', color: '#10B981', kanban: 0 },
    ])
    .returning();
  const tagId = (name: string) => tagRows.find((t) => t.name === name)!.id;

  // ── Tickets, planned first so contacts can carry the time of their first conversation ──
  const CONTACTS = 40;
  const planned: Plan[] = [];
  const add = (contact: number, status: Plan['status'], queue: number | null, user: number | null, start: number) =>
    planned.push({ contact, status, queue, user, start, lines: [] });
  for (let c = 0; c < 4; c++) add(c, 'pending', null, null, now - r.int(10, 36 * 60) * MIN);
  for (let c = 4; c < 10; c++) add(c, 'pending', c % 3, null, now - r.int(10, 48 * 60) * MIN);
  for (let c = 10; c < 16; c++) add(c, 'open', c % 2, ATT1, now - r.int(60, 4 * 24 * 60) * MIN);
  for (let c = 16; c < 22; c++) add(c, 'open', 2, ATT2, now - r.int(60, 4 * 24 * 60) * MIN);
  const closer = (queue: number) => (queue === 2 ? ATT2 : r.next() < 0.8 ? ATT1 : SUPERVISOR);
  for (let c = 22; c < CONTACTS; c++) {
    const q = c % 3;
    add(c, 'closed', q, closer(q), now - r.int(26 * 60, 28 * 24 * 60) * MIN);
  }
  for (let c = 0; c < 12; c++) {
    const q = (c + 1) % 3;
    add(c, 'closed', q, closer(q), now - r.int(7 * 24 * 60, 28 * 24 * 60) * MIN);
  }

  // Conversation lines and times.
  const times: number[][] = [];
  for (const p of planned) {
    const n = r.int(3, 12);
    const userId = p.user === null ? null : userIds[p.user];
    if (p.status === 'pending') {
      // contact, menu (bot), contact…, then the waiting contact's messages, all unread
      const lines: Msg[] = [{ body: r.pick(openers), fromMe: false, read: false, userId: null }];
      lines.push({ body: botMenuSeen, fromMe: true, read: true, userId: null });
      if (p.queue !== null) {
        lines.push({ body: String(p.queue + 1), fromMe: false, read: false, userId: null });
        lines.push({ body: queueRows.find((q) => q.id === queueIds[p.queue!])!.greetingMessage, fromMe: true, read: true, userId: null });
      }
      const script = r.pick(dialogues[queueKeys[p.queue ?? r.int(0, 2)]]);
      for (let i = 0; lines.length < n || lines[lines.length - 1].fromMe; i++) {
        lines.push({ body: i === 0 ? script[0] : waitingLines[(i - 1) % waitingLines.length], fromMe: false, read: false, userId: null });
      }
      p.lines = lines;
    } else {
      const script = r.pick(dialogues[queueKeys[p.queue!]]);
      // closed conversations end with the attendant (even length); open ones may end with the contact
      let len = p.status === 'closed' ? n + (n % 2) : n;
      len = Math.min(len, 12);
      p.lines = script.slice(0, len).map((body, i) => ({ body, fromMe: i % 2 === 1, read: true, userId: i % 2 === 1 ? userId : null }));
      if (p.status === 'open' && r.next() < 0.6) {
        // the contact wrote again and nobody has read it yet
        if (p.lines[p.lines.length - 1].fromMe && p.lines.length < 12) p.lines.push({ body: r.pick(waitingLines), fromMe: false, read: true, userId: null });
        for (let i = p.lines.length - 1; i >= 0 && !p.lines[i].fromMe; i--) p.lines[i].read = false;
      }
    }
    const gap = p.status === 'closed' ? 20 : 6;
    const ts: number[] = [];
    let t = p.start;
    for (let i = 0; i < p.lines.length; i++) {
      ts.push(t);
      t += r.int(1, gap) * MIN + r.int(0, 59) * 1000;
    }
    // never in the future
    const shift = Math.max(0, ts[ts.length - 1] - (now - MIN));
    times.push(ts.map((x) => x - shift));
    p.start -= shift;
  }

  // ── Contacts ──
  const firstAt = new Map<number, number>();
  for (const p of planned) firstAt.set(p.contact, Math.min(firstAt.get(p.contact) ?? Infinity, p.start));
  const numbers = new Set<string>();
  const contactValues = [];
  for (let c = 0; c < CONTACTS; c++) {
    let number: string;
    do number = `55119${r.int(10_000_000, 99_999_999)}`;
    while (numbers.has(number));
    numbers.add(number);
    const first = firstNames[c % firstNames.length];
    const name = `${first} ${lastNames[(c * 7 + 3) % lastNames.length]}`;
    const createdAt = new Date(firstAt.get(c)! - r.int(1, 30) * MIN);
    contactValues.push({
      companyId,
      name,
      number,
      email: c % 3 === 0 ? `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${c}@example.com` : '',
      whatsappId: whatsapp.id,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const contactRows = await tx.insert(contacts).values(contactValues).returning();
  const contactIds = contactValues.map((v) => contactRows.find((c) => c.number === v.number)!.id);

  // ── Tickets ──
  const ticketValues = planned.map((p, i) => {
    const ts = times[i];
    const last = p.lines.length - 1;
    const firstReply = p.lines.findIndex((m) => m.fromMe && m.userId !== null);
    const lastIncoming = p.lines.map((m) => m.fromMe).lastIndexOf(false);
    const finishedAt = p.status === 'closed' ? ts[last] + r.int(1, 10) * MIN : null;
    return {
      uuid: randomUUID(),
      companyId,
      contactId: contactIds[p.contact],
      whatsappId: whatsapp.id,
      userId: p.user === null ? null : userIds[p.user],
      queueId: p.queue === null ? null : queueIds[p.queue],
      status: p.status,
      unreadMessages: p.lines.filter((m) => !m.fromMe && !m.read).length,
      lastMessage: p.lines[last].body,
      protocol: `pending-${randomUUID()}`,
      acceptedAt: p.user === null ? null : new Date(ts[0] + 30_000),
      firstHumanReplyAt: firstReply >= 0 ? new Date(ts[firstReply]) : null,
      finishedAt: finishedAt === null ? null : new Date(finishedAt),
      lastContactMessageAt: lastIncoming >= 0 ? new Date(ts[lastIncoming]) : null,
      createdAt: new Date(ts[0]),
      updatedAt: new Date(finishedAt ?? ts[last]),
    };
  });
  const ticketRows = await tx.insert(tickets).values(ticketValues).returning();
  const ticketIds = ticketValues.map((v) => ticketRows.find((t) => t.uuid === v.uuid)!.id);

  // ── Messages (ids grow with time within each ticket) ──
  const messageValues = planned.flatMap((p, i) =>
    p.lines.map((m, j) => ({
      companyId,
      ticketId: ticketIds[i],
      contactId: m.fromMe ? null : contactIds[p.contact],
      whatsappId: whatsapp.id,
      userId: m.userId,
      providerId: (m.fromMe ? '3EB0' : 'DEMO') + randomBytes(10).toString('hex').toUpperCase(),
      body: m.body,
      fromMe: m.fromMe,
      read: m.read,
      // WhatsApp's numbers: what the contact answered after was read (4); the rest was delivered (3).
      ack: m.fromMe ? (p.lines.slice(j + 1).some((later) => !later.fromMe) ? 4 : 3) : 0,
      mediaType: 'chat',
      createdAt: new Date(times[i][j]),
      updatedAt: new Date(times[i][j]),
    })),
  );
  const lastProvider = new Map<number, string>();
  for (const m of messageValues) lastProvider.set(m.ticketId, m.providerId);
  const lastMessageIds = new Map<number, number>();
  await insertChunked(messageValues, 200, async (chunk) => {
    const rows = await tx.insert(messages).values(chunk).returning({ id: messages.id, ticketId: messages.ticketId, providerId: messages.providerId });
    for (const row of rows) if (lastProvider.get(row.ticketId) === row.providerId) lastMessageIds.set(row.ticketId, row.id);
  });

  // protocol = day + id; lastMessageId points at the newest message
  const hasLastMessageId = 'lastMessageId' in tickets;
  for (let i = 0; i < ticketIds.length; i++) {
    const id = ticketIds[i];
    const day = new Date(times[i][0]).toISOString().slice(0, 10).replace(/-/g, '');
    await tx
      .update(tickets)
      // updatedAt given explicitly: the column's on-update default would stamp the seeding time
      .set({ protocol: `${day}${id}`, updatedAt: ticketValues[i].updatedAt, ...(hasLastMessageId ? ({ lastMessageId: lastMessageIds.get(id) } as object) : {}) })
      .where(eq(tickets.id, id));
  }

  // ── Tags on tickets ──
  const tagLinks: { ticketId: number; tagId: number }[] = [];
  planned.forEach((p, i) => {
    const ticketId = ticketIds[i];
    if (p.status === 'pending' && p.queue === 0) tagLinks.push({ ticketId, tagId: tagId('Novo lead') });
    if (p.status === 'pending' && p.queue === null && p.contact % 2 === 0) tagLinks.push({ ticketId, tagId: tagId('Urgente') });
    if (p.status === 'open' && p.queue === 0) tagLinks.push({ ticketId, tagId: tagId('Em negociação') });
    if (p.status === 'open' && p.queue === 1 && p.contact % 2 === 0) tagLinks.push({ ticketId, tagId: tagId('Reclamação') });
    if (p.contact % 5 === 0) tagLinks.push({ ticketId, tagId: tagId('VIP') });
    if (p.status === 'closed' && p.queue === 1 && p.contact % 4 === 0) tagLinks.push({ ticketId, tagId: tagId('Pós-venda') });
  });
  if (tagLinks.length) await tx.insert(ticketTags).values(tagLinks);

  // ── Ratings on some closed tickets ──
  const ratings = planned
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.status === 'closed')
    .filter((_, k) => k % 3 === 0)
    .map(({ p, i }) => ({
      companyId,
      ticketId: ticketIds[i],
      userId: userIds[p.user!],
      rate: r.next() < 0.7 ? 3 : r.int(1, 2),
      createdAt: new Date(ticketValues[i].finishedAt!.getTime() + MIN),
    }));
  if (ratings.length) await tx.insert(ticketRatings).values(ratings);

  // ── Notes ──
  const noteTexts = ['Cliente pediu retorno por e-mail.', 'Verificar estoque antes de confirmar o prazo.', 'Cliente recorrente, oferecer desconto de fidelidade.', 'Aguardando comprovante de pagamento.'];
  const noted = planned.map((p, i) => ({ p, i })).filter(({ p }) => p.user !== null).filter((_, k) => k % 5 === 0).slice(0, noteTexts.length);
  if (noted.length) {
    await tx.insert(ticketNotes).values(
      noted.map(({ p, i }, k) => {
        const at = new Date(times[i][Math.min(1, times[i].length - 1)] + MIN);
        return { companyId, note: noteTexts[k], userId: userIds[p.user!], contactId: contactIds[p.contact], ticketId: ticketIds[i], createdAt: at, updatedAt: at };
      }),
    );
  }

  // ── Quick messages ──
  await tx.insert(quickMessages).values([
    { companyId, userId: userIds[0], shortcode: 'saudacao', message: '{{ms}}, {{firstName}}! Aqui é da Demo Company. Como posso ajudar?', geral: true },
    { companyId, userId: userIds[0], shortcode: 'horario', message: 'Nosso horário de atendimento é de segunda a sexta, das 8h às 18h, e aos sábados das 8h às 12h.', geral: true },
    { companyId, userId: userIds[ATT1], shortcode: 'pix', message: 'Nossa chave Pix é o CNPJ 12.345.678/0001-90. Depois é só enviar o comprovante aqui.', geral: false },
  ]);

  return { created: true, companyId };
}
