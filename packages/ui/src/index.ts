export { Button, type ButtonProps, buttonVariants } from "./button/button";
export { cn } from "./lib/cn";
