/** The UI kits a demo can use; each demo's kit is read from its app.config.ts. */
export type KitName = 'bootstrap' | 'material' | 'ionic' | 'primeng' | 'kendo' | 'ng-zorro-antd';

interface KitStylesheets {
  /** Bundle names from angular.json (`inject: false`), emitted as `<name>.css`. */
  light: string;
  /** Set when the kit ships its dark theme as a separate stylesheet. */
  dark?: string;
}

export const kitStylesheets: Record<KitName, KitStylesheets> = {
  bootstrap: { light: 'kit-bootstrap' },
  material: { light: 'kit-material' },
  ionic: { light: 'kit-ionic' },
  primeng: { light: 'kit-primeng' },
  kendo: { light: 'kit-kendo', dark: 'kit-kendo-dark' },
  'ng-zorro-antd': { light: 'kit-ng-zorro-antd', dark: 'kit-ng-zorro-antd-dark' },
};
