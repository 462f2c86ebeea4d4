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
  Wrench,
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

/** A headed group of entries; the first group has no heading (the everyday pages). */
export interface NavGroup {
  heading: string | null;
  items: NavItem[];
}

/**
 * The sidebar's groups, in docs/PRODUCT.md's order. The specification's twelve entries keep its order
 * (Dashboard … Importação first, Perfil and Debug last); the pages it does not list sit in small headed groups
 * between them, so twenty-one entries read as five short lists. Debug is every signed-in person's, as the
 * specification says.
 */
export const navGroups: NavGroup[] = [
  {
    heading: null,
    items: [
      { to: '/', label: 'Dashboard', icon: LayoutDashboard, also: ['/dashboard'] },
      {
        to: '/dashboard-gastos-fixos',
        label: 'Dashboard Gastos Fixos',
        icon: CalendarClock,
        also: ['/fixed-dashboard'],
      },
      { to: '/gastos-fixos', label: 'Gastos Fixos', icon: Repeat, also: ['/fixed'] },
      { to: '/transactions', label: 'Transações', icon: ArrowLeftRight },
      { to: '/accounts', label: 'Contas', icon: Wallet },
      { to: '/categories', label: 'Categorias', icon: Shapes, also: ['/tags', '/payees', '/rules'] },
      { to: '/budgets', label: 'Orçamentos', icon: PiggyBank },
      { to: '/goals', label: 'Metas', icon: Target },
      { to: '/reports', label: 'Relatórios', icon: BarChart3 },
      { to: '/import', label: 'Importação', icon: Upload, writes: true },
    ],
  },
  {
    heading: 'Cartões e patrimônio',
    items: [
      { to: '/cards', label: 'Cartões', icon: CreditCard },
      { to: '/patrimonio', label: 'Patrimônio', icon: Scale },
      { to: '/investimentos', label: 'Investimentos', icon: TrendingUp },
      { to: '/bens', label: 'Bens', icon: House },
      { to: '/dividas', label: 'Dívidas', icon: ReceiptText },
    ],
  },
  {
    heading: 'Planejamento',
    items: [
      { to: '/forecast', label: 'Previsão', icon: LineChart },
      { to: '/imposto-de-renda', label: 'Imposto de Renda', icon: FileText },
    ],
  },
  {
    heading: 'Bancos e livros',
    items: [
      { to: '/conexoes', label: 'Conexões bancárias', icon: Landmark },
      // The books the person shares; their acerto just before them.
      { to: '/acerto-de-contas', label: 'Acerto de contas', icon: HandCoins, sharedOnly: true },
      { to: '/livros', label: 'Livros', icon: Library, also: ['/convite'] },
    ],
  },
  {
    heading: 'Sua conta',
    items: [
      { to: '/profile', label: 'Perfil', icon: User, also: ['/change-password'] },
      { to: '/debug', label: 'Debug', icon: Wrench },
    ],
  },
];

/** Every entry, in the sidebar's order. */
export const navItems: NavItem[] = navGroups.flatMap((group) => group.items);

export function isActive(item: NavItem, pathname: string): boolean {
  const paths = [item.to, ...(item.also ?? [])];
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));
}
