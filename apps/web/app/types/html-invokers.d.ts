import 'react';

// Invoker commands and dialog light dismiss let the menu open before React has hydrated; @types/react
// does not list them yet, and React passes unknown lower-case attributes through to the DOM.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
