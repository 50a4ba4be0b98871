import { getDocumentProxy } from "unpdf";

/** The text runs of a PDF's pages as a PDF reader extracts them (pdf.js), in drawing order, plus the page count. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ pages: number; runs: string[] }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim() !== "") runs.push(item.str);
  }
  return { pages: document.numPages, runs };
}
