export * from "./fields";
export * from "./form";
export * from "./password-rules";
export * from "./schemas/index";
export * from "./use-wizard-form";
