// The theme component this plugin adds (see getThemePath in index.ts).
declare module '@theme/CopyPage' {
  export interface CopyPageProps {
    /** Route of the page, base URL included. */
    permalink: string;
  }

  export default function CopyPage(props: CopyPageProps): React.JSX.Element;
}
