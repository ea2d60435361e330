-- One live session per user, per device: a sign-in from the browser whose session is live replaces that
-- session (the tab closed without 'Sair', the stored session lost); another device is still refused
-- (spec 01 §8 erro 2). The browser is known by a long-lived HttpOnly cookie with a random id set at
-- sign-in (auth/device.ts); the session keeps the id's SHA-256. Sessions from before have none and are
-- never replaced.
alter table auth_sessions add column device_hash text;
