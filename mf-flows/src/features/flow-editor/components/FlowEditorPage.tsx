import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from '@tanstack/react-router';
import { addEdge, Background, BackgroundVariant, Controls, MiniMap, Panel, ReactFlow, ReactFlowProvider, useEdgesState, useReactFlow, useNodesState, useStore, type Connection, type Edge, type OnBeforeDelete } from '@xyflow/react';
import { ArrowLeftIcon, FlaskConicalIcon, Loader2Icon, PlusIcon, Redo2Icon, SaveIcon, Undo2Icon, XIcon } from 'lucide-react';
import { call, isApiError, readStorage, storageKeys, useApi, writeStorage } from '@zapdesk/client';
import { Button, ConfirmDialog, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, cn, toast, toastError } from '@zapdesk/ui';
import { errorText } from '../../shared/error-text';
import { EditorBus, EditorBusContext, type BlockStats } from '../utils/editor-bus';
import { addNode, duplicateNode, errorsByNode, FETCH_DELAY_MS, History, removeNodes, replaceData, startNode, updateVariables, type BlockType, type FlowNode } from '../utils/graph';
import { blockIcons, nodeTypes } from './BlockCard';
import { BlockDialog, emptyData } from './BlockDialog';
import { TryPanel } from './TryPanel';

type Drawing = { nodes: FlowNode[]; edges: Edge[] };
/** The speed-dial's block types (§2), then the single-media cards. */
const speedDial: BlockType[] = ['start', 'content', 'menu', 'randomizer', 'interval', 'ticket', 'typebot', 'openai', 'question', 'message', 'img', 'audio', 'video', 'condition'];

/** Edges in the theme's ink, visible on light and dark canvases (React Flow's CSS variables). */
/**
 * Below this zoom the cards are drawn without their icons and icon buttons (too small to read or hit there): a
 * whole 300-block flow on screen then costs the browser half the compositing work per frame while a block is
 * dragged (bench/flow-editor.ts). Keyboard, double click and the context of a closer zoom still reach every action.
 */
const FAR_ZOOM = 0.5;

const canvasStyle = { '--xy-edge-stroke-default': 'var(--muted-foreground)', '--xy-edge-stroke-width-default': '2', '--xy-edge-stroke-selected-default': 'var(--primary)' } as React.CSSProperties;

const isTyping = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** What the API stores of a block and of a connection (React Flow's runtime keys left out). */
const toSaved = (d: Drawing) => ({
  nodes: d.nodes.map((n) => ({ id: n.id, type: n.type!, position: { x: Math.round(n.position.x), y: Math.round(n.position.y) }, data: n.data })),
  connections: d.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, sourceHandle: e.sourceHandle ?? null, targetHandle: e.targetHandle ?? null })),
});

function readVariables(): string[] {
  try {
    const v: unknown = JSON.parse(readStorage(storageKeys.variables) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** /flowbuilder/{id} (admin-automation.md §2 "Flow editor", §4 editor states, §9 constants). */
export function FlowEditorPage() {
  return (
    <ReactFlowProvider>
      <FlowEditor />
    </ReactFlowProvider>
  );
}

function FlowEditor() {
  const { t } = useTranslation('flows');
  const api = useApi();
  const navigate = useNavigate();
  const flowId = Number((useParams({ strict: false }) as { flowId?: string }).flowId);
  const flowView = useReactFlow();
  const far = useStore((s) => s.transform[2] < FAR_ZOOM);
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowNode>([]);
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>([]);
  const [loading, setLoading] = useState(true);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [rev, setRev] = useState(0);
  const [savedRev, setSavedRev] = useState(0);
  const [, setHistoryTick] = useState(0);
  const [dialog, setDialog] = useState<{ type: BlockType; data: Record<string, any>; mode: 'add' | 'edit'; id?: string } | null>(null);
  const [queues, setQueues] = useState<{ id: number; name: string }[]>([]);
  const [variables, setVariables] = useState<string[]>(readVariables);
  const [changed, setChanged] = useState(false);
  const [dialOpen, setDialOpen] = useState(false);
  const [tryOpen, setTryOpen] = useState(false);
  const version = useRef(0);
  const history = useRef(new History<Drawing>());
  const drawing = useRef<Drawing>({ nodes, edges });
  drawing.current = { nodes, edges };
  const dirty = rev !== savedRev;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const queuesRef = useRef(queues);
  queuesRef.current = queues;

  /** Records the drawing before a change (for undo) and marks the flow as changed. */
  const before = useCallback(() => {
    history.current.record(drawing.current);
    setRev((r) => r + 1);
    setHistoryTick((x) => x + 1);
  }, []);
  const restore = useCallback((d: Drawing | null) => {
    if (!d) return;
    setNodes(d.nodes);
    setEdges(d.edges);
    setRev((r) => r + 1);
    setHistoryTick((x) => x + 1);
  }, []);
  const undo = useCallback(() => restore(history.current.undo(drawing.current)), [restore]);
  const redo = useCallback(() => restore(history.current.redo(drawing.current)), [restore]);

  const bus = useMemo(
    () =>
      new EditorBus({
        edit: (id) => {
          const n = drawing.current.nodes.find((x) => x.id === id);
          if (n && n.type !== 'start') setDialog({ type: n.type!, data: n.data, mode: 'edit', id });
        },
        duplicate: (id) => {
          before();
          setNodes((ns) => duplicateNode(ns, id));
        },
        remove: (id) => {
          before();
          const r = removeNodes(drawing.current.nodes, drawing.current.edges, new Set([id]));
          setNodes(r.nodes);
          setEdges(r.edges);
        },
        queueName: (id) => queuesRef.current.find((q) => q.id === id)?.name,
        typeLabel: (type) => t(`types.${type}`),
      }),
    [],
  );
  bus.actions.typeLabel = (type) => t(`types.${type}`);

  // §4: a loading state, the fetch after 500 ms, then the blocks and connections (only the start block without a drawing).
  const load = useCallback(async () => {
    setLoading(true);
    await new Promise((r) => setTimeout(r, FETCH_DELAY_MS));
    try {
      const { flow } = await call(api.rpc.flows.flowbuilder.flow[':id'].$get({ param: { id: String(flowId) } }));
      version.current = flow.version;
      setName(flow.name);
      const doc = flow.flow as unknown as { nodes: FlowNode[]; connections: Edge[] } | null;
      setNodes(doc?.nodes?.length ? doc.nodes : [startNode(t('blocks.startLabel'))]);
      setEdges((doc?.connections ?? []).map((e) => ({ ...e, id: e.id ?? `reactflow__edge-${e.source}${e.sourceHandle ?? ''}-${e.target}` })));
      const vars = [...new Set([...readVariables(), ...flow.variables])];
      writeStorage(storageKeys.variables, JSON.stringify(vars));
      setVariables(vars);
      history.current.clear();
      bus.setErrors(new Map());
      setRev(0);
      setSavedRev(0);
    } catch (e) {
      toastError(e);
    } finally {
      setLoading(false);
    }
    call(api.rpc.flows.flowbuilder[':id'].stats.$get({ param: { id: String(flowId) } }))
      .then((s) => bus.setStats(new Map(Object.entries(s.nodes as Record<string, BlockStats>))))
      .catch(() => {});
  }, [api, flowId]);
  useEffect(() => {
    void load();
    call(api.rpc.queues.queue.$get())
      .then((qs) => setQueues((qs as { id: number; name: string }[]).map((q) => ({ id: q.id, name: q.name }))))
      .catch(() => {});
  }, [load]);

  const save = async () => {
    setSaving(true);
    const at = rev;
    try {
      const res = await call(api.rpc.flows.flowbuilder.flow.$post({ json: { idFlow: flowId, version: version.current, ...toSaved(drawing.current) } as any }));
      version.current = (res as { flow: { version: number } }).flow.version;
      bus.setErrors(new Map());
      setSavedRev(at);
      toast.success(t('editor.saved'));
    } catch (e) {
      if (isApiError(e) && e.error === 'ERR_FLOW_CHANGED') setChanged(true);
      else if (isApiError(e) && e.error === 'ERR_VALIDATION' && (e.body as { fields?: Record<string, string> })?.fields) {
        const fields = (e.body as { fields: Record<string, string> }).fields;
        const map = errorsByNode(fields, drawing.current.nodes, drawing.current.edges);
        const general = map.get('');
        map.delete('');
        bus.setErrors(map);
        toast.error(general ? general.map((g) => errorText(t, g.message)).join(' ') : t('editor.refused'));
      } else toastError(e);
    } finally {
      setSaving(false);
    }
  };

  const submitDialog = (data: Record<string, any>) => {
    if (!dialog) return;
    before();
    if (dialog.type === 'question') {
      const prev = dialog.mode === 'edit' ? ((dialog.data.typebotIntegration?.answerKey as string) ?? null) : null;
      const vars = updateVariables(variables, prev, data.typebotIntegration.answerKey);
      writeStorage(storageKeys.variables, JSON.stringify(vars));
      setVariables(vars);
    }
    if (dialog.mode === 'edit' && dialog.id) {
      const id = dialog.id;
      setNodes((ns) => replaceData(ns, id, data));
      bus.clearErrorsOf(id);
    } else addAndShow(dialog.type, data);
    setDialog(null);
  };

  /** Adds a block and brings it into view (it goes right of the last block, maybe off screen). */
  const addAndShow = (type: BlockType, data: Record<string, any>) => {
    const next = addNode(drawing.current.nodes, type, data);
    setNodes(next);
    const added = next.at(-1)!;
    void flowView.setCenter(added.position.x + 120, added.position.y + 80, { zoom: flowView.getZoom(), duration: 200 });
  };

  const addBlock = (type: BlockType) => {
    if (type === 'start') {
      before();
      addAndShow('start', { label: t('blocks.startLabel') });
      return;
    }
    setDialog({ type, data: emptyData(type, t('blocks.startLabel')), mode: 'add' });
  };

  const onConnect = useCallback((c: Connection) => {
    before();
    setEdges((es) => addEdge({ ...c, id: `reactflow__edge-${c.source}${c.sourceHandle ?? ''}-${c.target}` }, es));
  }, []);
  const onBeforeDelete: OnBeforeDelete<FlowNode, Edge> = useCallback(async () => {
    before();
    return true;
  }, []);
  const onNodeDragStart = useCallback(() => before(), []);
  const onNodeDoubleClick = useCallback((_: unknown, n: FlowNode) => bus.actions.edit(n.id), []);
  const onEdgeClick = useCallback(() => setNodes((ns) => (ns.some((n) => n.selected) ? ns.map((n) => (n.selected ? { ...n, selected: false } : n)) : ns)), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target) || dialog) return;
      const key = e.key.toLowerCase();
      if (key === 'd') {
        // Ctrl+D copies the selected blocks (each 240 px right of the rightmost).
        const ids = drawing.current.nodes.filter((n) => n.selected && n.type !== 'start').map((n) => n.id);
        if (!ids.length) return;
        e.preventDefault();
        before();
        setNodes((ns) => ids.reduce((acc, id) => duplicateNode(acc, id), ns));
        return;
      }
      if (key !== 'z') return;
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, undo, redo, before]);

  const blocker = useBlocker({ shouldBlockFn: () => dirtyRef.current, enableBeforeUnload: () => dirtyRef.current, withResolver: true });
  const dark = typeof document !== 'undefined' && document.documentElement.classList.contains('dark');

  const iconButton = (label: string, icon: React.ReactNode, onClick: () => void, disabled: boolean, testId: string) => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
          {icon}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );

  return (
    <EditorBusContext.Provider value={bus}>
      <TooltipProvider>
        <div className="flex h-full min-h-0 flex-col" data-testid="flow-editor" data-dirty={dirty ? 'true' : 'false'}>
          <header className="flex flex-wrap items-center gap-3 border-b px-4 py-3">
            <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate({ to: '/flowbuilders' })} data-testid="flow-editor-back">
              <ArrowLeftIcon /> {t('editor.back')}
            </Button>
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-lg font-semibold">
                {t('editor.title')}
                {name && <span className="text-muted-foreground font-normal"> · {name}</span>}
              </h1>
              <p className={cn('text-muted-foreground text-xs', dirty && 'text-amber-600 dark:text-amber-400')} data-testid="flow-editor-reminder">
                {t('editor.reminder')}
              </p>
            </div>
            <div className="flex items-center gap-2">
              {iconButton(t('editor.undo'), <Undo2Icon />, undo, !history.current.canUndo, 'flow-undo')}
              {iconButton(t('editor.redo'), <Redo2Icon />, redo, !history.current.canRedo, 'flow-redo')}
              <Button variant="outline" onClick={() => setTryOpen(true)} data-testid="flow-try">
                <FlaskConicalIcon /> {t('editor.try')}
              </Button>
              <Button onClick={() => void save()} disabled={saving || loading} data-testid="flow-save">
                {saving ? <Loader2Icon className="animate-spin" /> : <SaveIcon />} {t('editor.save')}
              </Button>
            </div>
          </header>
          <div className="relative min-h-0 flex-1" data-far={far ? 'true' : undefined}>
            {loading && (
              <div className="bg-background/60 absolute inset-0 z-10 flex items-center justify-center gap-2" data-testid="flow-loading">
                <Loader2Icon className="text-primary size-6 animate-spin" /> <span className="text-muted-foreground text-sm">{t('editor.loading')}</span>
              </div>
            )}
            <ReactFlow<FlowNode, Edge>
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onBeforeDelete={onBeforeDelete}
              onNodeDragStart={onNodeDragStart}
              onNodeDragStop={undefined}
              onNodeDoubleClick={onNodeDoubleClick}
              onEdgeClick={onEdgeClick}
              deleteKeyCode={['Backspace', 'Delete']}
              zoomOnDoubleClick={false}
              colorMode={dark ? 'dark' : 'light'}
              style={canvasStyle}
              fitView
              fitViewOptions={{ maxZoom: 1 }}
              minZoom={0.1}
              onlyRenderVisibleElements
              proOptions={{ hideAttribution: true }}
            >
              <Background variant={BackgroundVariant.Dots} gap={16} size={1.5} />
              <Controls />
              <MiniMap pannable zoomable nodeColor="var(--primary)" nodeBorderRadius={6} className="!bg-card rounded-lg border" />
              <Panel position="top-left">
                <div className="flex flex-col items-start gap-2" data-testid="flow-speed-dial">
                  <Button size="icon" className="size-11 rounded-full shadow-md" aria-label={t('editor.addBlock')} aria-expanded={dialOpen} onClick={() => setDialOpen((o) => !o)} data-testid="flow-speed-dial-toggle">
                    {dialOpen ? <XIcon /> : <PlusIcon />}
                  </Button>
                  {dialOpen && (
                    <div className="bg-card flex max-h-[calc(100vh-14rem)] flex-col gap-0.5 overflow-y-auto rounded-xl border p-1.5 shadow-md">
                      {speedDial.map((type) => (
                        <Button key={type} variant="ghost" size="sm" className="justify-start gap-2" onClick={() => {
                            setDialOpen(false);
                            addBlock(type);
                          }}
                          data-testid={`flow-add-${type}`}>
                          {blockIcons[type]} {t(`types.${type}`)}
                        </Button>
                      ))}
                    </div>
                  )}
                </div>
              </Panel>
            </ReactFlow>
          </div>
        </div>
        <BlockDialog state={dialog} onClose={() => setDialog(null)} onSubmit={submitDialog} queues={queues} variables={variables} />
        <TryPanel open={tryOpen} onOpenChange={setTryOpen} flowId={flowId} dirty={dirty} />
        <ConfirmDialog
          open={changed}
          onOpenChange={setChanged}
          title={t('editor.changedTitle')}
          description={t('editor.changedText')}
          confirmLabel={t('editor.reload')}
          cancelLabel={t('dialogs.cancel')}
          destructive={false}
          onConfirm={() => load()}
        />
        <ConfirmDialog
          open={blocker.status === 'blocked'}
          onOpenChange={(o) => !o && blocker.status === 'blocked' && blocker.reset()}
          title={t('editor.leaveTitle')}
          description={t('editor.leaveText')}
          confirmLabel={t('editor.leave')}
          cancelLabel={t('editor.stay')}
          onConfirm={() => blocker.status === 'blocked' && blocker.proceed()}
        />
      </TooltipProvider>
    </EditorBusContext.Provider>
  );
}
