"""A Dask distributed cluster to play a study's games on (the optional ``sim`` extra).

Every worker needs this package installed (the same rules and cards: a worker checks their hash
against the client's before its first game) and loads the rule books once.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from ..loading.errors import DesignError


def _dask():
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise DesignError("needs Dask: pip install 'altered-engine[sim]' (or dask[distributed])",
                          "--cluster") from None
    return Client, LocalCluster


def check_address(address: str) -> None:
    """Fail before any game when the cluster cannot be used: Dask missing or a malformed address."""
    _dask()
    if address != "local" and "://" not in address:
        raise DesignError(f"expected 'local' or an address such as tcp://HOST:8786, not {address!r}", "--cluster")


@contextmanager
def dask_client(address: str, workers: int) -> Iterator:
    """A client of the cluster at ``address``, or of a new local cluster of ``workers`` processes
    listening on the loopback interface only (``address`` 'local')."""
    Client, LocalCluster = _dask()
    if address == "local":
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                          dashboard_address=None) as cluster, Client(cluster) as client:
            yield client
        return
    try:
        client = Client(address, timeout=30)
    except OSError as e:
        raise DesignError(f"cannot reach the cluster: {e}", "--cluster") from None
    with client:
        yield client
