/**
 * Paging of a plain MUI table (screens that are not a schema list): the product's page sizes and
 * react-admin's Spanish label, with the page and size kept here; a new size goes back to page 0.
 * A list fetched at a size of its own (the payment lists' 100, docs/product.md §9) fixes it, and
 * then offers no size to choose.
 */
import { useState } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../engine';

export function usePaginacion(fixedSize?: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(fixedSize ?? PAGE_SIZES[1]);
  return { page, pageSize, setPage, setPageSize, fixedSize };
}

export function Paginacion({ count, paginacion }: { count: number; paginacion: ReturnType<typeof usePaginacion> }) {
  const translate = useTranslate();
  const { page, pageSize, setPage, setPageSize, fixedSize } = paginacion;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={fixedSize === undefined ? [...PAGE_SIZES] : []}
      onPageChange={(_, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setPageSize(Number(event.target.value));
        setPage(0);
      }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
    />
  );
}
