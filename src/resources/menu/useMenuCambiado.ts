/** After a menu item is saved, the side menu (cached for the session) is read again. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { methodKey } from '../../dataProvider';

export function useMenuCambiado() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: methodKey('menuDeSeccion') }), [queryClient]);
}
