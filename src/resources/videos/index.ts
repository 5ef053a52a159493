/** /videos as a resource module, so the menu permiso that opens it also guards the route. */
import { lazy } from 'react';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { ResourceModule } from '../types';

const videos: ResourceModule = {
  name: 'videos',
  list: lazy(() => import('../../pages/VideosPage')),
  icon: VideoLibraryIcon,
};

export default videos;
