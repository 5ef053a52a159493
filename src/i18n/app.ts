/** The shell's own texts (docs/product.md §2, letter for letter where docs/product.md quotes them). */
export const appMessages = {
  app: {
    title: 'Control de Obras',
    login: {
      title: 'Ingreso',
      username: 'Usuario',
      password: 'Contraseña',
      submit: 'Entrar',
    },
    obra: {
      label: 'Obra',
      none: 'Sin obra seleccionada',
      select: 'Seleccionar Obra...',
      search: 'Nombre de la obra',
      prompt: 'Escriba el nombre de la obra a buscar',
      no_results: 'No se encontraron resultados',
      exit: 'Salir de Obra',
    },
    menu: {
      home: 'Inicio',
      profile: 'Mi perfil',
      expand: 'Mostrar %{name}',
    },
    not_found: {
      title: 'Error 404 - Pagina No Encontrada',
      path: 'La ruta %{path} no existe.',
      back: 'Regresar',
    },
  },
};
