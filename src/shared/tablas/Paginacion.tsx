/**
 * Paging of a plain MUI table (screens that are not a schema list): the product's page sizes and
 * react-admin's Spanish label, with the page and size kept here; a new size goes back to page 0.
 */
import { useState } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../engine';

export function usePaginacion() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  return { page, pageSize, setPage, setPageSize };
}

export function Paginacion({ count, paginacion }: { count: number; paginacion: ReturnType<typeof usePaginacion> }) {
  const translate = useTranslate();
  const { page, pageSize, setPage, setPageSize } = paginacion;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setPageSize(Number(event.target.value));
        setPage(0);
      }}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
    />
  );
}
