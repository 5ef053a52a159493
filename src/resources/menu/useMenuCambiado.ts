/** After a menu item changes, the side menu (cached for the session) is read again. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export function useMenuCambiado() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['menu'] }), [queryClient]);
}
