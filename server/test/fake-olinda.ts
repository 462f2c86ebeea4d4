import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Banco Central Olinda PTAX service for the tests (never the internet): answers
 * `GET /olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,
 * dataFinalCotacao=@dataFinalCotacao)?@moeda='EUR'&@dataInicial='MM-DD-YYYY'&@dataFinalCotacao='MM-DD-YYYY'&$format=json`
 * as the service does: `{"value":[...]}` with each published day's bulletins (an opening, an intermediate one and
 * the closing, whose figures are the PTAX), the numbers written as JSON numbers with their published digits.
 */

export interface PublishedDay {
  /** ISO date of the bulletins. */
  date: string;
  /** The closing bulletin's buy and sell, as published ('5.32450'); null leaves the day without a closing one. */
  buy: string | null;
  sell: string | null;
  /** A closing bulletin's figure written as Olinda never does (a text that is no number), to be skipped. */
  broken?: boolean;
}

export type OlindaTrouble = 'http500' | 'malformed' | 'silent' | 'huge' | 'no-value';

export interface Asked {
  currency: string;
  from: string;
  to: string;
}

const PATH =
  '/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)';

/** 'MM-DD-YYYY' in quotes, as the query carries it, to an ISO date. */
function isoOf(quoted: string | null): string | null {
  const match = /^'(\d{2})-(\d{2})-(\d{4})'$/.exec(quoted ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** A bulletin as Olinda writes it; numbers go in as their text, so their digits are the published ones. */
function bulletin(date: string, time: string, kind: string, buy: string, sell: string): string {
  return (
    `{"paridadeCompra":1.00000,"paridadeVenda":1.00000,"cotacaoCompra":${buy},"cotacaoVenda":${sell},` +
    `"dataHoraCotacao":"${date} ${time}","tipoBoletim":"${kind}"}`
  );
}

/** Off by a little from the closing figures: what an opening or intermediate bulletin would say. */
const nudged = (text: string) => (Number(text) * 1.01).toFixed(4);

function bulletinsOf(day: PublishedDay): string[] {
  const reference = day.sell ?? '5.0000';
  const out = [
    bulletin(day.date, '10:04:29.725', 'Abertura', nudged(reference), nudged(reference)),
    bulletin(day.date, '11:06:12.100', 'Intermediário', nudged(nudged(reference)), nudged(nudged(reference))),
  ];
  if (day.buy !== null && day.sell !== null) {
    const sell = day.broken ? '"n/d"' : day.sell;
    out.push(bulletin(day.date, '13:04:29.725', 'Fechamento', day.buy, sell));
  }
  return out;
}

export function fakeOlinda() {
  const asked: Asked[] = [];
  const state = {
    published: new Map<string, PublishedDay[]>(),
    /** The next answer for a currency: an HTTP 500, a body cut short, no answer at all, a body too big. */
    trouble: new Map<string, OlindaTrouble>(),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://olinda');
    const currency = /^'([A-Z]{3})'$/.exec(url.searchParams.get('@moeda') ?? '')?.[1];
    const from = isoOf(url.searchParams.get('@dataInicial'));
    const to = isoOf(url.searchParams.get('@dataFinalCotacao'));
    if (decodeURIComponent(url.pathname) !== PATH || !currency || !from || !to) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad request"}');
      return;
    }
    if (url.searchParams.get('$format') !== 'json') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end('<feed/>');
      return;
    }
    asked.push({ currency, from, to });
    const trouble = state.trouble.get(currency);
    state.trouble.delete(currency);
    if (trouble === 'silent') return;
    if (trouble === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<html>Erro interno</html>');
      return;
    }
    const json = { 'content-type': 'application/json' };
    if (trouble === 'malformed') {
      res.writeHead(200, json).end('{"value":[{"cotacaoCompra":5.32');
      return;
    }
    if (trouble === 'no-value') {
      res.writeHead(200, json).end('{"error":{"code":"500","message":"Erro interno"}}');
      return;
    }
    if (trouble === 'huge') {
      res.writeHead(200, json).end(`{"value":[${'{"x":1},'.repeat(700_000)}{"x":1}]}`);
      return;
    }
    const days = (state.published.get(currency) ?? []).filter((d) => d.date >= from && d.date <= to);
    res.writeHead(200, json).end(`{"@odata.context":"x","value":[${days.flatMap(bulletinsOf).join(',')}]}`);
  });
  return {
    server,
    asked,
    state,
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
