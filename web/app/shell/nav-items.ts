import {
  ArrowLeftRight,
  BarChart3,
  CalendarClock,
  CreditCard,
  FileText,
  HandCoins,
  House,
  Landmark,
  LayoutDashboard,
  Library,
  LineChart,
  type LucideIcon,
  PiggyBank,
  ReceiptText,
  Repeat,
  Scale,
  Shapes,
  Target,
  TrendingUp,
  Upload,
  User,
  Wallet,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that belong to this entry (Tags, Favorecidos and Regras live under Categorias). */
  also?: string[];
  /** Only while the current book is shared: a personal book has no one to settle up with. */
  sharedOnly?: boolean;
  /** Only where the current book may be written: the page does nothing else (a leitor's import is refused). */
  writes?: boolean;
  /** A count shown beside the label (the invitations waiting on 'Livros'), with what it counts for screen readers. */
  count?: { value: number; text: string };
}

/** The sidebar entries, in docs/PRODUCT.md's order. */
export const navItems: NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, also: ['/dashboard'] },
  {
    to: '/dashboard-gastos-fixos',
    label: 'Dashboard Gastos Fixos',
    icon: CalendarClock,
    also: ['/fixed-dashboard'],
  },
  { to: '/forecast', label: 'Previsão', icon: LineChart },
  { to: '/patrimonio', label: 'Patrimônio', icon: Scale },
  { to: '/gastos-fixos', label: 'Gastos Fixos', icon: Repeat, also: ['/fixed'] },
  { to: '/transactions', label: 'Transações', icon: ArrowLeftRight },
  { to: '/accounts', label: 'Contas', icon: Wallet },
  { to: '/cards', label: 'Cartões', icon: CreditCard },
  { to: '/categories', label: 'Categorias', icon: Shapes, also: ['/tags', '/payees', '/rules'] },
  { to: '/budgets', label: 'Orçamentos', icon: PiggyBank },
  { to: '/goals', label: 'Metas', icon: Target },
  { to: '/investimentos', label: 'Investimentos', icon: TrendingUp },
  { to: '/bens', label: 'Bens', icon: House },
  { to: '/dividas', label: 'Dívidas', icon: ReceiptText },
  { to: '/reports', label: 'Relatórios', icon: BarChart3 },
  { to: '/imposto-de-renda', label: 'Imposto de Renda', icon: FileText },
  { to: '/import', label: 'Importação', icon: Upload, writes: true },
  { to: '/conexoes', label: 'Conexões bancárias', icon: Landmark },
  // The books the person shares, beside their own settings; their acerto just before them.
  { to: '/acerto-de-contas', label: 'Acerto de contas', icon: HandCoins, sharedOnly: true },
  { to: '/livros', label: 'Livros', icon: Library, also: ['/convite'] },
  // Debug (the database's migrations, row counts) serves whoever runs the installation, not a person keeping their
  // money: it is reached from Perfil's "Avançado" (also: /debug, so the entry stays lit there), not offered to all.
  { to: '/profile', label: 'Perfil', icon: User, also: ['/change-password', '/debug'] },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.also ?? [])];
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));
}
