export {
  type EnqueueOptions,
  enqueue,
  exponentialBackoff,
  type JobContext,
  type JobHandler,
  type JobState,
  type JobStatus,
  jobStatus,
  PermanentJobError,
  startWorker,
  type Worker,
  type WorkerOptions,
} from "./queue";
