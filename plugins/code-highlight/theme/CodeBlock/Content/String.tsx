// Ejected from theme-classic, not wrapped: the original's word-wrap hook sets state in the
// effects of every block once hydrated, one blocking re-render of them all (see useWordWrap).
import React, {startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

/** What theme-common's `useCodeWordWrap` gives the code block's content and its word-wrap button. */
type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Whether the browser skips rendering the block's code, as it does off screen (see styles.module.css). */
function isRenderingSkipped(block: HTMLPreElement): boolean {
  const code = block.firstElementChild;
  // Browsers without checkVisibility do not skip rendering either.
  return (
    code !== null && typeof code.checkVisibility === 'function' && !code.checkVisibility({contentVisibilityAuto: true})
  );
}

/**
 * The word-wrap state of a block: whether its code wraps, and whether it
 * scrolls sideways (the button shows only then). Only a block whose
 * answer changes re-renders, in a transition, which React renders in slices:
 * theme-common's hook re-rendered every block at once after hydration, in one
 * blocking task.
 */
function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    // A block the browser skips rendering (content-visibility, off screen) is measured when it
    // renders: reading its width now would make the browser lay it out at once.
    if (block && !isRenderingSkipped(block)) {
      const scrollable =
        block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.style.whiteSpace);
      startTransition(() => setIsCodeScrollable(scrollable));
    }
  }, []);

  const toggle = () => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      // Long tokens (a URL, a long string) wrap too, so that no scrollbar is left. Only these
      // two properties change: the element's own style (a line-number counter) stays.
      code.style.whiteSpace = isEnabled ? '' : 'pre-wrap';
      code.style.overflowWrap = isEnabled ? '' : 'anywhere';
    }
    setIsEnabled(!isEnabled);
  };

  useEffect(measure, [isEnabled, measure]);

  // Measured again when the window resizes; when the browser renders the block after skipping it
  // off screen (content-visibility, see styles.module.css), where it measured as fitting; and when
  // a tab panel around it is shown, since in a hidden panel it measured nothing.
  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) {
      return undefined;
    }
    const onRenderingChange = (event: Event) => {
      if (!(event as Event & {skipped: boolean}).skipped) {
        measure();
      }
    };
    const panels = new MutationObserver(measure);
    for (
      let panel = block.closest('[role="tabpanel"]');
      panel;
      panel = panel.parentElement!.closest('[role="tabpanel"]')
    ) {
      panels.observe(panel, {attributeFilter: ['hidden']});
    }
    block.addEventListener('contentvisibilityautostatechange', onRenderingChange);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      panels.disconnect();
      block.removeEventListener('contentvisibilityautostatechange', onRenderingChange);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

export default function CodeBlockString({
  children: code,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
