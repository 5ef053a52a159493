/** A user that cannot be read ('Error al buscar el usuario solicitado..'): back to where one may go. */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { ERROR_BUSCAR_USUARIO } from './messages';

export function useErrorAlCargar(destino: string = paths.home) {
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(() => {
    notify(ERROR_BUSCAR_USUARIO, { type: 'error' });
    navigate(destino, { replace: true });
  }, [notify, navigate, destino]);
}
