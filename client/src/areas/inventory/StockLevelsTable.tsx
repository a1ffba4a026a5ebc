import type { ResourceColumn } from '../../components/list/ResourceTable';
import { ResourceTable } from '../../components/list/ResourceTable';
import type { StockLevelsFragment } from '../../graphql/generated';

type Figure = 'total' | 'available' | 'allocated';

const sum = (levels: readonly Record<Figure, number>[], key: Figure) =>
  levels.reduce((total, level) => total + level[key], 0);

/** A row of the "By location" table: a location's units, or those at no location. */
interface LevelRow extends Record<Figure, number> {
  id: string;
  name: string;
}

const LEVEL_COLUMNS: readonly ResourceColumn<LevelRow>[] = [
  { id: 'location', header: 'Location', cell: (level) => level.name },
  { id: 'total', header: 'Total', cell: (level) => level.total },
  { id: 'available', header: 'Available', cell: (level) => level.available },
  { id: 'allocated', header: 'Allocated', cell: (level) => level.allocated },
];

/**
 * Multi-location stock by location, then the units held at none; nothing for stock without
 * locations. The stock page and the product page's stock section show it alike.
 */
export function StockLevelsTable({ stock }: { stock: StockLevelsFragment }) {
  if (stock.locations.length === 0) return null;
  const rows: LevelRow[] = [
    ...stock.locations.map((level) => ({
      id: level.slug,
      name: level.location?.name ?? level.slug,
      total: level.total,
      available: level.available,
      allocated: level.allocated,
    })),
    // Location slugs are never empty: the empty id cannot clash with a location's.
    {
      id: '',
      name: 'Not at a location',
      total: stock.total - sum(stock.locations, 'total'),
      available: stock.available - sum(stock.locations, 'available'),
      allocated: stock.allocated - sum(stock.locations, 'allocated'),
    },
  ];
  return <ResourceTable compact label="Stock by location" columns={LEVEL_COLUMNS} rows={rows} />;
}
