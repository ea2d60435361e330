export * from "./schemas/index";
