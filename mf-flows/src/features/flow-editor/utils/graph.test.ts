import { describe, expect, test } from 'bun:test';
import { addNode, duplicateNode, errorsByNode, History, newNodeId, nextPosition, removeNodes, startNode, updateVariables, type FlowNode } from './graph';

const n = (id: string, x: number, y = 100, type: FlowNode['type'] = 'message', width?: number): FlowNode => ({ id, type, position: { x, y }, data: { label: id }, ...(width && { measured: { width, height: 80 } }) });

describe('flow editor rules', () => {
  test('block ids are 30 letters and digits, different each time', () => {
    const a = newNodeId();
    expect(a).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(newNodeId()).not.toBe(a);
  });

  test('a new block goes 40 px right of the last one, same height; the first at the start position', () => {
    expect(nextPosition([])).toEqual({ x: 250, y: 100 });
    expect(nextPosition([n('a', 10), n('b', 300, 220, 'message', 200)])).toEqual({ x: 540, y: 220 });
    expect(nextPosition([n('a', 10)])).toEqual({ x: 10 + 240 + 40, y: 100 });
  });

  test('adding a start block replaces the old one and keeps id 1', () => {
    const nodes = addNode([startNode('Inicio do fluxo'), n('m', 600)], 'start', { label: 'Inicio do fluxo' });
    expect(nodes.filter((x) => x.type === 'start').map((x) => x.id)).toEqual(['1']);
    expect(nodes).toHaveLength(2);
    const added = addNode(nodes, 'message', { label: 'oi' }, 'new');
    expect(added.at(-1)).toMatchObject({ id: 'new', type: 'message', data: { label: 'oi' } });
  });

  test('a copy goes 240 px right of the rightmost block at the original height; start is not copied', () => {
    const nodes = [startNode('s'), n('a', 500, 300), n('b', 900, 50)];
    const out = duplicateNode(nodes, 'a', 'copy');
    expect(out.at(-1)).toMatchObject({ id: 'copy', position: { x: 1140, y: 300 }, data: { label: 'a' } });
    expect(out.at(-1)!.data).not.toBe(nodes[1]!.data);
    expect(duplicateNode(nodes, '1')).toHaveLength(3);
  });

  test('removing blocks removes their connections', () => {
    const r = removeNodes([n('a', 0), n('b', 1), n('c', 2)], [{ id: 'e1', source: 'a', target: 'b' }, { id: 'e2', source: 'b', target: 'c' }, { id: 'e3', source: 'a', target: 'c' }], new Set(['b']));
    expect(r.nodes.map((x) => x.id)).toEqual(['a', 'c']);
    expect(r.edges.map((e) => e.id)).toEqual(['e3']);
  });

  test("a refused save's field errors land on the blocks they name", () => {
    const id = 'k3J9xQ2mPz8VwL4nR7tY1cB6dF0hGa';
    const fields = { [`nodes.${id}.data.label`]: 'Campos de mensagem vazio!', 'nodes.1.type': 'a flow has one start block', 'connections.0.target': 'no block ghost', nodes: 'the flow needs its start block' };
    const map = errorsByNode(fields, [{ id }, { id: '1' }], [{ source: id, target: 'ghost' }]);
    expect(map.get(id)).toEqual([{ field: 'label', message: 'Campos de mensagem vazio!' }, { field: 'target', message: 'no block ghost' }]);
    expect(map.get('1')).toEqual([{ field: 'type', message: 'a flow has one start block' }]);
    expect(map.get('')).toEqual([{ field: 'nodes', message: 'the flow needs its start block' }]);
  });

  test('undo and redo walk the snapshots; a new change drops the redo', () => {
    const h = new History<number>();
    h.record(1);
    h.record(2);
    expect(h.undo(3)).toBe(2);
    expect(h.undo(2)).toBe(1);
    expect(h.undo(1)).toBeNull();
    expect(h.redo(1)).toBe(2);
    h.record(2);
    expect(h.canRedo).toBe(false);
  });

  test('answer variables: an edited key swaps the old name; a created one is added once', () => {
    expect(updateVariables(['nome', 'email'], null, 'nome')).toEqual(['nome', 'email']);
    expect(updateVariables(['nome'], null, 'cidade')).toEqual(['nome', 'cidade']);
    expect(updateVariables(['nome', 'email'], 'nome', 'apelido')).toEqual(['email', 'apelido']);
  });
});
