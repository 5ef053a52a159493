/**
 * /videos (docs/product.md §2): two short tutorials recorded from the product itself, shipped under
 * public/videos/, each with a Play button. Open to whoever holds the Videos permiso.
 */
import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, CardMedia, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Loading, Title, useRequireAccess } from 'react-admin';

export interface Tutorial {
  titulo: string;
  descripcion: string;
  archivo: string;
}

export const TUTORIALES: Tutorial[] = [
  {
    titulo: 'Ingreso y menú',
    descripcion: 'Cómo entrar al sistema, recorrer el menú y abrir su perfil para cambiar la contraseña.',
    archivo: '/videos/ingreso-y-menu.webm',
  },
  {
    titulo: 'Alta de un cliente',
    descripcion: 'Cómo buscar en el catálogo de clientes y registrar uno nuevo con sus datos fiscales.',
    archivo: '/videos/alta-de-cliente.webm',
  },
];

function VideoTutorial({ tutorial }: { tutorial: Tutorial }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const alternar = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <Card component="article" aria-label={tutorial.titulo} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardMedia
        component="video"
        ref={video}
        src={tutorial.archivo}
        controls
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        sx={{ aspectRatio: '16 / 10', backgroundColor: 'grey.900' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          {tutorial.titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {tutorial.descripcion}
        </Typography>
        <Button
          variant="contained"
          startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}
          onClick={alternar}
          aria-label={`${playing ? 'Pausar' : 'Reproducir'} ${tutorial.titulo}`}
        >
          {playing ? 'Pausar' : 'Reproducir'}
        </Button>
      </CardContent>
    </Card>
  );
}

export default function VideosPage() {
  const { isPending } = useRequireAccess({ resource: 'videos', action: 'list' });
  if (isPending) return <Loading />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Videos" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {TUTORIALES.map((tutorial) => (
          <VideoTutorial key={tutorial.archivo} tutorial={tutorial} />
        ))}
      </Box>
    </Box>
  );
}
