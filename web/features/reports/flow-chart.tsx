import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  type SankeyLinkProps as LinkProps,
  type SankeyNodeProps as NodeProps,
  ResponsiveContainer,
  Sankey,
  Tooltip,
} from 'recharts';
import { formatReais } from '../../../common/money';
import {
  categoryTransactionsLink,
  FLOW_SHORT_WHY,
  FLOW_SHORT_WORD,
  type FlowLink,
  type FlowNode,
} from './flow';
import type { Period } from './report-period';
import { shortReais } from './short-reais';

const NODE_WIDTH = 12;
const LABEL_ROOM = 200;
/** Room between two nodes of a column: a node's two lines of label fit beside even the thinnest. */
const NODE_GAP = 30;
/** A long category name is cut in the chart (the table writes it whole). */
const shortName = (name: string) => (name.length > 24 ? `${name.slice(0, 23)}…` : name);

interface FlowChartProps {
  nodes: readonly FlowNode[];
  links: readonly FlowLink[];
  period: Period;
  onToggle: (id: number) => void;
  /** Names the chart ('O fluxo de novembro de 2026'); the table beside it holds the same figures. */
  label: string;
}

/**
 * The flow as a Sankey: incomes on the left, 'Receitas' in the middle, expenses and 'Sobrou' on the right. A
 * click on a category with subcategories opens or closes it; on another category, or on a band, its transactions.
 * Each category's node is also a button of the keyboard (Tab, then Enter or Space) named with its money; the
 * table beside it holds the same figures for a screen reader and the phone.
 */
export function FlowChart({ nodes, links, period, onToggle, label }: FlowChartProps) {
  const navigate = useNavigate();
  const height = Math.max(300, tallestColumn(nodes) * (NODE_GAP + 12) + 160);
  const go = (node: FlowNode | undefined) => {
    if (!node) return;
    if (node.opens && node.id !== null) return onToggle(node.id);
    if (node.kind === 'receita' || node.kind === 'despesa' || node.kind === 'sub')
      navigate(categoryTransactionsLink(node.id, period, node.own));
  };

  return (
    <figure
      aria-label={label}
      className="text-slate-800 dark:text-slate-100 [&_.flow-label]:fill-current [&_.flow-label]:stroke-white dark:[&_.flow-label]:stroke-slate-900"
    >
      <div style={{ height }} data-testid="flow-chart">
        <ResponsiveContainer width="100%" height="100%">
          <Sankey
            data={{ nodes: nodes.map((n) => ({ ...n })), links: links.map((l) => ({ ...l })) }}
            nodeWidth={NODE_WIDTH}
            nodePadding={NODE_GAP}
            sort={false}
            accessibilityLayer={false}
            align="left"
            linkCurvature={0.5}
            margin={{ top: 28, bottom: 8, left: LABEL_ROOM, right: LABEL_ROOM }}
            node={(props: NodeProps) => <FlowNodeShape {...props} onChoose={go} />}
            link={(props: LinkProps) => <FlowLinkShape {...props} />}
            onClick={(item, type) => {
              if (type === 'node') return go(item.payload as unknown as FlowNode);
              const band = item.payload as unknown as { source: FlowNode; target: FlowNode };
              go(band.source.kind === 'receita' ? band.source : band.target);
            }}
          >
            <Tooltip content={<FlowTooltip />} />
          </Sankey>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** How many nodes the fullest column holds (the incomes with 'Faltou', or the expenses with 'Sobrou'). */
function tallestColumn(nodes: readonly FlowNode[]) {
  const column: Record<FlowNode['kind'], number> = {
    receita: 0,
    faltou: 0,
    middle: 1,
    despesa: 2,
    sobrou: 2,
    sub: 3,
    aside: 3,
  };
  const counts = [0, 0, 0, 0];
  for (const n of nodes) counts[column[n.kind]] = (counts[column[n.kind]] ?? 0) + 1;
  return Math.max(...counts, 1);
}

function FlowNodeShape({
  x,
  y,
  width,
  height,
  payload,
  onChoose,
}: NodeProps & { onChoose: (node: FlowNode) => void }) {
  const node = payload as unknown as FlowNode & { value: number; depth: number };
  const left = node.depth === 0;
  const clickable = node.kind === 'receita' || node.kind === 'despesa' || node.kind === 'sub';
  const textX = left ? x - 6 : x + width + 6;
  const mark = node.opens ? (node.opened ? ' ▾' : ' ▸') : '';
  const rect = <rect x={x} y={y} width={width} height={Math.max(height, 1)} fill={node.color} rx={2} />;
  // The middle node's label sits above it, clear of the bands on both its sides.
  if (node.kind === 'middle')
    return (
      <g>
        {rect}
        <text
          x={x + width / 2}
          y={y - 8}
          textAnchor="middle"
          className="flow-label"
          strokeWidth={3}
          paintOrder="stroke"
          fontSize={12}
        >
          <tspan fontWeight={600}>{node.name}</tspan> {shortReais(node.total)}
        </text>
      </g>
    );
  const keys = clickable
    ? {
        tabIndex: 0,
        role: 'button',
        'aria-label': nodeAction(node),
        'aria-expanded': node.opens ? Boolean(node.opened) : undefined,
        onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onChoose(node);
        },
      }
    : { 'aria-hidden': true };
  return (
    <g
      style={{ cursor: clickable ? 'pointer' : 'default' }}
      className="outline-none focus-visible:[&>rect]:stroke-brand-700 focus-visible:[&>rect]:stroke-[3px] dark:focus-visible:[&>rect]:stroke-brand-500"
      {...keys}
    >
      {rect}
      <text
        x={textX}
        y={y + height / 2}
        textAnchor={left ? 'end' : 'start'}
        className="flow-label"
        strokeWidth={3}
        paintOrder="stroke"
        fontSize={12}
      >
        <tspan x={textX} dy={node.kind === 'faltou' ? '-0.8em' : '-0.2em'} fontWeight={600}>
          {node.kind === 'faltou' ? FLOW_SHORT_WORD : shortName(node.name)}
          {mark}
        </tspan>
        {/* 'Faltou' says where the money came from on a line of its own, whole. */}
        {node.kind === 'faltou' ? (
          <tspan x={textX} dy="1.2em">
            {FLOW_SHORT_WHY}
          </tspan>
        ) : null}
        <tspan x={textX} dy="1.2em">
          {shortReais(node.total)}
        </tspan>
      </text>
    </g>
  );
}

/** What Enter on a node does, said with its money: 'Moradia, R$ 1.900,00: abrir as subcategorias'. */
function nodeAction(node: FlowNode) {
  const what = `${node.name}, ${formatReais(node.total)}`;
  if (node.opens) return `${what}: ${node.opened ? 'fechar' : 'abrir'} as subcategorias`;
  return `${what}: ver as transações`;
}

function FlowLinkShape(props: LinkProps) {
  const { sourceX, targetX, sourceY, targetY, sourceControlX, targetControlX, linkWidth, payload } = props;
  const color = (payload as unknown as FlowLink).color;
  return (
    <path
      d={`M${sourceX},${sourceY} C${sourceControlX},${sourceY} ${targetControlX},${targetY} ${targetX},${targetY}`}
      fill="none"
      stroke={color}
      strokeOpacity={0.35}
      strokeWidth={Math.max(linkWidth, 1)}
      style={{ cursor: 'pointer' }}
    />
  );
}

/** The hovered node's or band's name ('Receitas - Moradia' for a band) and money. */
function FlowTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { name?: unknown; value?: unknown }[];
}) {
  const item = payload?.[0];
  if (!active || !item || typeof item.value !== 'number') return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
      <p className="font-medium">{String(item.name ?? '')}</p>
      <p className="money">{formatReais(item.value)}</p>
    </div>
  );
}
