import type { ComponentProps } from 'react';

/**
 * A form only its code sends (a stand-in's too, see form-on-first-use.tsx), checked by that code. Sent before the
 * page's code runs (a quick press on a slow phone), a plain form would load the page again with what was typed in its
 * address, and lose it; `method="dialog"` outside a dialog makes the browser's own sending do nothing, so what was
 * typed stays for the press that counts.
 */
export function ScriptForm(props: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'>) {
  return <form {...props} method="dialog" noValidate />;
}
