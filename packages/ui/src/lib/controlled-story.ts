import * as React from "react";

type ControlledOptions = {
  /** Turns the change handler's arguments into the new value (default: the first argument). */
  read?: (...args: never[]) => unknown;
  /** Normalises the story's initial value (default: as given). */
  initial?: (value: unknown) => unknown;
};

/** Native text inputs report an event; their value starts as "" rather than undefined. */
export const textInput: ControlledOptions = {
  read: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.value,
  initial: (value) => String(value ?? ""),
};

/**
 * Stories only. Every input here is controlled, so a story a user can type or click in needs state:
 * this returns a story `render` that keeps `valueProp` in local state and still calls the story's
 * spy passed as `changeProp`.
 */
export function renderControlled<P extends object>(
  Component: React.ComponentType<P>,
  valueProp: keyof P & string,
  changeProp: keyof P & string,
  { read = (value: unknown) => value, initial = (value) => value }: ControlledOptions = {},
) {
  function Controlled(args: P) {
    const [value, setValue] = React.useState(() => initial(args[valueProp]));
    const onChange = (...changeArgs: never[]) => {
      setValue(read(...changeArgs));
      (args[changeProp] as ((...a: never[]) => void) | undefined)?.(...changeArgs);
    };
    return React.createElement(Component, { ...args, [valueProp]: value, [changeProp]: onChange });
  }
  return (args: P) => React.createElement(Controlled, args);
}
