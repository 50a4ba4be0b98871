/** The media module's table, media: the queries other modules need of it. */
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";

/** Where a media file is stored and what it is called. */
export async function mediaFile(
  db: Db,
  id: string,
): Promise<Pick<Row<"media">, "path" | "file_name" | "file_extension"> | undefined> {
  return db.selectFrom("media").select(["path", "file_name", "file_extension"]).where("id", "=", id).executeTakeFirst();
}
