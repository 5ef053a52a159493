/** Labels that only fit beside their icons on wider screens. */
export const wideOnly = { display: { xs: 'none', sm: 'inline-flex' } };

/** A button whose label is `wideOnly`: its icon stays centred when the label is hidden. */
export const iconFirstButton = {
  minWidth: 0,
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
};
