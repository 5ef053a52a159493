/**
 * A button for a report the server generates (a list or a payment run as PDF, a CSV, a workbook):
 * it fetches it with the token through a data provider method and opens it in a new window, or
 * saves it as `saveAs`. It waits while the report comes; a failure is docs/product.md §8's toast.
 */
import { useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, MethodName, ParamsOf, ResultOf } from '../../dataProvider';
import { fileErrorMessage, downloadFile, openFile } from '../../engine';

/** The methods that answer a file. */
type ReportMethod = { [Name in MethodName]: ResultOf<Name> extends Blob ? Name : never }[MethodName];

export type ReportButtonProps<Name extends ReportMethod> = Omit<ButtonProps, 'onClick'> & {
  method: Name;
  params: ParamsOf<Name>;
  /** The file name to save it under; without it the report opens (a PDF). */
  saveAs?: string;
};

export function ReportButton<Name extends ReportMethod>({
  method,
  params,
  saveAs,
  disabled,
  ...button
}: ReportButtonProps<Name>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const load = async () => {
    const call = dataProvider[method] as (params: ParamsOf<Name>) => Promise<{ data: Blob }>;
    return (await call(params)).data;
  };
  const run = async () => {
    setLoading(true);
    try {
      // Called in the click itself: a new window opened later would meet the popup blocker.
      await (saveAs ? downloadFile(load, saveAs) : openFile(load));
    } catch (error) {
      notify(fileErrorMessage(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return <Button {...button} disabled={disabled || loading} onClick={() => void run()} />;
}
