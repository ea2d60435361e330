export type Health = {
  status: "ok" | "error";
  database: "up" | "down";
  version?: string;
};
