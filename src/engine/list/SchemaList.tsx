/**
 * A schema's list screen (docs/product.md §2 list convention): `x-resource.list.columns` titled by their
 * properties, a debounced "Buscar" box, pages of 5/10/20 (10 first), rows open
 * `{base}/{id}/editar` and the create button `{base}/nuevo`. `rowActions` add a last column of
 * buttons that act on the row's record (docs/product.md §2 row actions); `cells` draw a column their own
 * way (an icon instead of its name, say); `actions` sit beside the create button and may read the
 * list's search (`useListContext`), as an export does.
 *
 * Search, page and size live in react-admin's store, not in the URL: a debounced search that lands
 * after the user clicked a row would otherwise navigate back to the list (its URL update is
 * relative to the list's route, which stays mounted while the row's screen loads).
 */
import { useMemo, type ReactNode } from 'react';
import { Card, Typography, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  RecordContextProvider,
  TopToolbar,
  useListContext,
} from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { paths } from '../../paths';
import { labelOf, resourceOf, widgetOf } from '../fields';
import { ColumnField } from './columns';
import { MONEY_CELL, RowCard, RowCards } from './RowCard';
import { SearchBox } from './SearchBox';
import { usePhone } from '../usePhone';

export const EMPTY_LIST = 'No hay datos..';

const isMoney = (schema: EntitySchema, name: string) => widgetOf(schema.properties[name] ?? {}) === 'money';
/** Amounts line up on the right, like in any ledger. */
const alignOf = (schema: EntitySchema, name: string) => (isMoney(schema, name) ? 'right' : 'left');

/**
 * On a narrow screen the table scrolls sideways inside the page instead of widening it (the
 * layout sizes itself to fit its content; inline-size containment keeps the table out of that).
 */
const SCROLLS_SIDEWAYS = { '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } };
/** On a phone the create button floats over the page, so its toolbar would be an empty band. */
const FLOATING_CREATE = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { minHeight: 0, padding: 0 } });
/**
 * Room under a phone's list for the floating create button (react-admin's: 56 px, 60 px above the
 * bottom), so it never covers the last card's chip or amounts.
 */
const ROOM_FOR_FLOATING_CREATE = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { pb: 17 } });
export const PAGE_SIZES = [5, 10, 20];

/**
 * The list's card, which the table may scroll sideways inside: keyboard users reach it to scroll it
 * with the arrow keys, and screen readers hear it as a region named after the list.
 */
function scrollingCard(label: string) {
  return function ListCard({ className, children }: { className?: string; children?: ReactNode }) {
    return (
      <Card className={className} tabIndex={0} role="region" aria-label={label}>
        {children}
      </Card>
    );
  };
}

/**
 * The page's rows as cards (a phone): the first declared column titles each card, a `status`
 * column sits beside the title, the other columns follow as "label … value" and the amounts close
 * it; a tap opens the record, like a row's click.
 */
function ListCards({ schema, cells, rowActions }: Pick<SchemaListProps, 'schema' | 'cells' | 'rowActions'>) {
  const hints = resourceOf(schema);
  const { data, isPending } = useListContext();
  if (isPending) return null;
  if (!data?.length) return <Empty />;
  const [first, ...rest] = hints.list.columns;
  const field = (name: string) => cells?.[name] ?? <ColumnField schema={schema} name={name} />;
  return (
    <RowCards label={hints.label}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <RowCard
            id={`${hints.name}-${record.id}`}
            title={
              <>
                <Typography component="span" variant="body2" color="text.secondary">
                  {labelOf(schema, first)}
                </Typography>{' '}
                {field(first)}
              </>
            }
            beside={rest.includes('status') ? field('status') : undefined}
            facts={rest
              .filter((name) => name !== 'status')
              .map((name) => ({ label: labelOf(schema, name), value: field(name), amount: isMoney(schema, name) }))}
            actions={rowActions}
            to={paths.row(hints.route, record.id)}
          />
        </RecordContextProvider>
      ))}
    </RowCards>
  );
}

const Empty = () => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {EMPTY_LIST}
  </Typography>
);

export interface SchemaListProps {
  schema: EntitySchema;
  rowActions?: ReactNode;
  cells?: Partial<Record<string, ReactNode>>;
  /** Filters every request carries (the active obra of a document list). */
  filter?: Record<string, unknown>;
  /** False hides the create button (a resource created elsewhere, a closed obra). */
  creatable?: boolean;
  /** Buttons of the whole list, beside the create button (an export). */
  actions?: ReactNode;
  /** The page title when not the schema's label; false keeps the page's own (a preview inside another screen). */
  title?: string | false;
}

export function SchemaList({
  schema,
  rowActions,
  cells = {},
  filter,
  creatable = true,
  actions,
  title,
}: SchemaListProps) {
  const hints = resourceOf(schema);
  const card = useMemo(() => scrollingCard(hints.label), [hints.label]);
  const phone = usePhone();
  return (
    <List
      component={card}
      resource={hints.name}
      title={title ?? hints.label}
      filter={filter}
      filters={<SearchBox />}
      perPage={PAGE_SIZES[1]}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      actions={
        <TopToolbar sx={FLOATING_CREATE}>
          {actions}
          {creatable && <CreateButton to={paths.create(hints.route)} />}
        </TopToolbar>
      }
      empty={false}
      exporter={false}
      disableSyncWithLocation
      storeKey={`${hints.name}.listParams`}
      sx={[SCROLLS_SIDEWAYS, creatable && ROOM_FOR_FLOATING_CREATE]}
    >
      {phone ? (
        <ListCards schema={schema} cells={cells} rowActions={rowActions} />
      ) : (
        <DataTable rowClick={(id) => paths.row(hints.route, id)} bulkActionButtons={false} empty={<Empty />}>
          {hints.list.columns.map((name) => (
            <DataTable.Col
              key={name}
              source={name}
              label={labelOf(schema, name)}
              align={alignOf(schema, name)}
              sx={isMoney(schema, name) ? MONEY_CELL : undefined}
              disableSort
            >
              {cells[name] ?? <ColumnField schema={schema} name={name} />}
            </DataTable.Col>
          ))}
          {rowActions && (
            <DataTable.Col label="Acciones" align="right" disableSort>
              {rowActions}
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
}
