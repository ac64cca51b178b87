import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Prism's GitHub and Dracula themes with the token colours that fall short of a
 * 4.5:1 contrast ratio on their code background (WCAG AA) replaced by darker,
 * respectively lighter, shades of the same hue.
 */
function withColors(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.style.color && replacements[entry.style.color];
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

export const lightCodeTheme = withColors(themes.github, {
  '#999988': '#5f6670',
  '#e3116c': '#b0105a',
  '#36acaa': '#1d6f6d',
  '#00a4db': '#00628a',
  '#d73a49': '#b3202f',
});

export const darkCodeTheme = withColors(themes.dracula, {
  'rgb(98, 114, 164)': '#a3acc9',
});
